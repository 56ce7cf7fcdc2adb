/** A plain-text body as paragraphs and headings (clauses, articles, messages): no HTML. */
import { paragraphs } from './format';

export function RichText({ body, className }: { body: string; className?: string }) {
  const parts = paragraphs(body);
  let heading = 0;
  return (
    <div className={className ?? 'msg-rich'}>
      {parts.map((p, i) =>
        p.heading ? (
          <h2 key={i} id={`section-${++heading}`} className="msg-rich__h">
            {p.text}
          </h2>
        ) : (
          <p key={i} className="msg-rich__p">
            {p.text}
          </p>
        ),
      )}
    </div>
  );
}
