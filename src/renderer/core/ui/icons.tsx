// Small inline icons (decorative: the control around them carries the label).

export function BackIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M15.5 4.5 8 12l7.5 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The picture of empty and error states: an open parcel box in greys with a brand accent. */
export function EmptyPicture({ variant = 'empty' }: { variant?: 'empty' | 'error' }) {
  return (
    <svg
      className="ui-state__picture"
      width="160"
      height="120"
      viewBox="0 0 160 120"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse cx="80" cy="108" rx="56" ry="7" fill="#ececec" />
      <path d="M36 46h88v54a6 6 0 0 1-6 6H42a6 6 0 0 1-6-6z" fill="#e3e3e3" />
      <path d="M36 46l14-18h60l14 18z" fill="#d2d2d2" />
      <path d="M36 46l-10 14h50l10-14zM124 46l10 14H84l-10-14z" fill="#f0f0f0" />
      <rect x="62" y="72" width="36" height="6" rx="3" fill="#c8c8c8" />
      {variant === 'error' ? (
        <g transform="translate(112 14)">
          <circle r="13" cx="13" cy="13" fill="#FF4A38" />
          <path d="M13 6.5v8" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
          <circle cx="13" cy="19" r="1.6" fill="#fff" />
        </g>
      ) : (
        <g fill="#FF4A38">
          <circle cx="120" cy="20" r="4" />
          <circle cx="134" cy="32" r="2.5" opacity="0.6" />
          <circle cx="28" cy="28" r="3" opacity="0.4" />
        </g>
      )}
    </svg>
  );
}
