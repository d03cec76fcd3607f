import { ResponsiveImage } from '@alz/shared/ui/responsive-image';
import { SmartLink } from '@alz/shared/ui/smart-link';
import type { LogoWallModel } from './logo-wall-model';
import styles from './logo-wall.module.css';

export function LogoWall({ block }: { block: LogoWallModel }) {
  return (
    <section className={styles.wall}>
      {block.title ? <h2>{block.title}</h2> : null}
      <ul className={styles.logos}>
        {block.logos.map((logo, index) => {
          const img = <ResponsiveImage image={logo.image} alt={logo.name} sizes="200px" className={styles.logo} />;
          return (
            <li key={`${index}-${logo.name}`} className={styles.item}>
              {logo.link ? (
                <SmartLink link={logo.link} className={styles.link}>
                  {img}
                </SmartLink>
              ) : (
                img
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
