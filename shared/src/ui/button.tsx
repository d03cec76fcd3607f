import styles from './button.module.css';

/** Class of the site's primary action, for buttons and for links that act as one. */
export const primaryButton = styles.primary ?? '';
