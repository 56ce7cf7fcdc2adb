import { cx } from '../../../core/ui';

export interface GroupAvatarProps {
  /** the (masked) name shown to others; also the alt text */
  name: string;
  src: string;
  small?: boolean;
  /** the visible label is next to it: hide the avatar from screen readers */
  decorative?: boolean;
}

/** A member's round avatar; the first character of the name when there is no picture. */
export function GroupAvatar({ name, src, small, decorative }: GroupAvatarProps) {
  return (
    <span className={cx('pg-avatar', small && 'pg-avatar--sm')} aria-hidden={decorative}>
      {src ? (
        <img src={src} alt={decorative ? '' : name} loading="lazy" decoding="async" />
      ) : (
        (Array.from(name)[0] ?? '?')
      )}
    </span>
  );
}
