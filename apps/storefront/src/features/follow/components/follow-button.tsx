import { useState } from 'react';
import buttons from '../../../components/ui/button.module.css';
import { Icon } from '../../../components/ui/icons';
import { useSignedIn } from '../../../lib/auth-token';
import { useTranslation } from '../../../lib/i18n';
import { openLoginDialog } from '../../../lib/login-dialog';
import { useToggleFollow } from '../api/follow-shop';

interface Props {
  shopId: number;
  followed: boolean;
  size?: 'small' | 'normal';
}

/** Follow / unfollow a shop; a visitor is asked to sign in first. */
export function FollowButton({ shopId, followed, size = 'normal' }: Props) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const toggle = useToggleFollow(shopId);
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const isFollowed = optimistic ?? followed;
  const onClick = () => {
    if (!signedIn) {
      openLoginDialog();
      return;
    }
    setOptimistic(!isFollowed);
    toggle.mutate(!isFollowed, { onSettled: () => setOptimistic(null) });
  };
  const sizeClass = size === 'small' ? buttons.small : '';
  return (
    <button
      type="button"
      className={`${isFollowed ? buttons.ghost : buttons.outline} ${sizeClass}`}
      aria-pressed={isFollowed}
      disabled={toggle.isPending}
      onClick={onClick}
    >
      <Icon name={isFollowed ? 'check' : 'heart'} size={14} />
      {isFollowed ? t('shop.following') : t('shop.follow')}
    </button>
  );
}
