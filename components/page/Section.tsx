import type { ReactNode } from 'react';

type Tone = 'alt' | 'dark' | 'tight';

interface SectionProps {
  /** Names the section: its heading gets the id `{id}-title` and labels the section. */
  id?: string;
  title?: ReactNode;
  lead?: ReactNode;
  /** Background and spacing variants of globals.css (`section--alt` …). */
  tones?: readonly Tone[];
  /** Classes added to the inner container (a page's own layout of the section). */
  layout?: string;
  children?: ReactNode;
}

/** A band of a page: a labelled `<section>`, its container, and its heading and lead when it has them. */
export function Section({ id, title, lead, tones = [], layout, children }: SectionProps) {
  const titleId = id && title ? `${id}-title` : undefined;
  return (
    <section className={['section', ...tones.map((tone) => `section--${tone}`)].join(' ')} aria-labelledby={titleId}>
      <div className={layout ? `container ${layout}` : 'container'}>
        {title ? <h2 id={titleId}>{title}</h2> : null}
        {lead ? <p className="lead">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
