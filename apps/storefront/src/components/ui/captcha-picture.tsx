import type { Captcha } from '../../lib/captcha';

/** The picture of a challenge as a button: clicking it asks for another (its `title` says so). */
export function CaptchaPicture({
  captcha,
  onRefresh,
  title,
  className,
}: {
  captcha: Captcha;
  onRefresh(): void;
  title: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={className}
      onClick={onRefresh}
      title={title}
      aria-label={title}
      data-testid="captcha-image"
      data-key={captcha.key}
    >
      <img src={captcha.image} alt="" width={120} height={40} />
    </button>
  );
}
