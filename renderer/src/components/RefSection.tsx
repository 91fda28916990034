import type { ReactNode } from 'react';

/** What {@link RefSection} shows. */
export interface RefSectionProps {
  label: string;
  title: ReactNode;
  children: ReactNode;
}

/**
 * A titled section of a reference page (`ref-section` of reference.css, which the page
 * imports): `label` names it for assistive technology and tests, `title` is its heading.
 */
export function RefSection({ label, title, children }: RefSectionProps) {
  return (
    <section className="ref-section" aria-label={label}>
      <h3>{title}</h3>
      {children}
    </section>
  );
}
