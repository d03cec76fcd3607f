import styles from './button.module.css';

/** Class of the site's primary action, for buttons and for links that act as one. */
export const primaryButton = styles.primary ?? '';

/** Class of a second action beside a primary one, and of toggles (outlined). */
export const secondaryButton = styles.secondary ?? '';
