import type { SettleRecord } from '@mall/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { showToast } from '../../lib/toast';
import { useLocaleNavigate } from '../../lib/use-locale';
import { sendSettleCode } from './api/send-settle-code';
import { useSubmitApplication } from './api/submit-application';
import { RECORDS_PATH } from './paths';
import type { Countdown } from './settle-props';
import {
  emailProblem,
  emptyDraft,
  SETTLE_FIELDS,
  type SettleDraft,
  type SettleField,
  settleProblems,
  toPayload,
} from './settle-rules';

function draftOf(record: SettleRecord | undefined): SettleDraft {
  if (!record) return emptyDraft();
  return {
    ...emptyDraft(),
    name: record.name,
    realName: record.realName,
    phone: record.phone,
    email: record.email,
    categoryId: record.categoryId,
    typeId: record.typeId,
    qualificationPictures: record.qualificationPictures,
  };
}

export type Problems = Partial<Record<SettleField, string>>;

/** Focuses a field in the middle of the window, clear of the header that sticks to the top on scrolling. */
function focusField(id: string): void {
  const field = document.getElementById(id);
  field?.focus({ preventScroll: true });
  field?.scrollIntoView({ block: 'center' });
}

/** The application form's draft, its problems and its two actions (send the code, submit); `record` is edited. */
export function useApplicationForm(countdown: Countdown, record?: SettleRecord) {
  const { t } = useTranslation();
  const navigate = useLocaleNavigate();
  const submit = useSubmitApplication();
  const [draft, setDraft] = useState<SettleDraft>(() => draftOf(record));
  const [problems, setProblems] = useState<Problems>({});
  const [sending, setSending] = useState(false);
  const [reading, setReading] = useState(false);
  const base = useId();
  const idOf = (field: SettleField) => `${base}-${field}`;

  const set = <K extends SettleField>(field: K, value: SettleDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setProblems((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const sendCode = async () => {
    const problem = emailProblem(draft.email);
    if (problem) {
      setProblems((current) => ({ ...current, email: problem }));
      focusField(idOf('email'));
      return;
    }
    setSending(true);
    try {
      await sendSettleCode(draft.email.trim());
      showToast(t('login.emailCodeSent'), 'success');
      countdown.start();
      focusField(idOf('captcha'));
    } catch {
      // The failure was shown as a toast.
    } finally {
      setSending(false);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = settleProblems(draft);
    setProblems(found);
    const first = SETTLE_FIELDS.find((field) => found[field]);
    if (first) {
      focusField(idOf(first));
      return;
    }
    try {
      await submit.mutateAsync({ form: toPayload(draft), id: record?.id });
      showToast(t('settle.submitted'), 'success');
      navigate(RECORDS_PATH);
    } catch {
      // The server's message was shown as a toast; everything typed stays.
    }
  };

  return { draft, problems, sending, reading, setReading, idOf, set, sendCode, onSubmit, submit };
}
