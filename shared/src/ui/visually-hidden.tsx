import styles from './visually-hidden.module.css';

/** Hides text from the eye but keeps it for screen readers (one definition for every app). */
export const visuallyHidden = styles.visuallyHidden ?? '';
