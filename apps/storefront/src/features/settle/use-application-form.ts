import type { SettleRecord } from '@mall/contract';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../lib/api-error';
import { CAPTCHA_REQUIRED, type Captcha, getCaptcha } from '../../lib/captcha';
import { useTranslation } from '../../lib/i18n';
import { showToast, useFormToasts } from '../../lib/toast';
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
    names: record.names ?? {},
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
  /** The picture challenge, once the server asked for one before sending more codes (code 422). */
  const [challenge, setChallenge] = useState<{ shown: Captcha; code: string } | null>(null);
  // A check's toast goes when a later check passes or the form leaves (walk GP7).
  const toasts = useFormToasts();
  const showChallenge = () =>
    getCaptcha()
      .then((shown) => setChallenge({ shown, code: '' }))
      .catch(() => undefined);
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
    if (challenge && !challenge.code.trim()) {
      toasts.refuse(t('login.captchaEmpty'));
      return;
    }
    toasts.clear();
    setSending(true);
    try {
      await sendSettleCode(
        draft.email.trim(),
        challenge ? { imageKey: challenge.shown.key, imageCode: challenge.code.trim() } : undefined,
      );
      showToast(t('login.emailCodeSent'), 'success');
      countdown.start();
      focusField(idOf('captcha'));
      // A challenge answered is spent: the next code asks for a new one.
      if (challenge) await showChallenge();
    } catch (error) {
      // The failure was shown as a toast; the server asking for the picture (or refusing its answer) shows one.
      if (error instanceof ApiError && error.code === CAPTCHA_REQUIRED) await showChallenge();
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

  const challengeField = challenge && {
    shown: challenge.shown,
    code: challenge.code,
    setCode: (code: string) => setChallenge((current) => current && { ...current, code }),
    refresh: () => void showChallenge(),
  };
  return { draft, problems, sending, reading, setReading, idOf, set, sendCode, onSubmit, submit, challengeField };
}
