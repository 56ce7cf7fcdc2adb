import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { linkTarget } from './home-data';

/** A banner or activity image as a real link: app route, external page (new tab), or plain. */
export function TargetLink({
  link,
  className,
  children,
}: {
  link: string;
  className?: string;
  children: ReactNode;
}) {
  const target = linkTarget(link);
  if (!target) return <span className={className}>{children}</span>;
  if (target.kind === 'url') {
    return (
      <a className={className} href={target.href} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link className={className} to={target.to}>
      {children}
    </Link>
  );
}
