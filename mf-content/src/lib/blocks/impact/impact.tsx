import { SmartLink } from '@alz/shared/ui/smart-link';
import type { ImpactModel } from './impact-model';
import styles from './impact.module.css';

export function Impact({ block }: { block: ImpactModel }) {
  return (
    <section className={styles.impact}>
      {block.title ? <h2 className={styles.title}>{block.title}</h2> : null}
      <ul className={styles.figures}>
        {block.figures.map((figure, index) => (
          <li key={`${index}-${figure.label}`} className={styles.figure}>
            <span className={styles.number}>{figure.number}</span> <span>{figure.label}</span>
          </li>
        ))}
      </ul>
      {block.link ? <SmartLink link={block.link} className={styles.link} /> : null}
    </section>
  );
}
