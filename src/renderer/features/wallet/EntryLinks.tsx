import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './wallet.css';

export interface Entry {
  to: string;
  label: string;
  /** right-hand hint (a count, a status) */
  extra?: ReactNode;
  testId?: string;
}

/** A card of navigation rows: real links, 48 px tall, with an arrow. */
export function EntryLinks({ title, entries }: { title?: string; entries: Entry[] }) {
  return (
    <nav className="card wallet-entries" aria-label={title}>
      {title && <h2 className="wallet-entries__title">{title}</h2>}
      <ul>
        {entries.map((e) => (
          <li key={e.to}>
            <Link to={e.to} className="wallet-entry" data-testid={e.testId}>
              <span className="wallet-entry__label">{e.label}</span>
              {e.extra !== undefined && <span className="wallet-entry__extra">{e.extra}</span>}
              <span className="wallet-entry__arrow" aria-hidden="true">
                ›
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
