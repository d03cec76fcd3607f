import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichText } from '@alz/shared/ui/rich-text';
import { SmartLink } from '@alz/shared/ui/smart-link';
import { type CollectionFormKind, type CollectionFormModel, type SelectedForm } from './to-collection-form';
import styles from './collection-form.module.css';

const KINDS: CollectionFormKind[] = ['street', 'online'];
const TEXT_KEY = { street: 'Street', online: 'Online' } as const;

function FormPanel({ kind, block }: { kind: CollectionFormKind; block: CollectionFormModel }) {
  const { t } = useTranslation('Blocks');
  const key = TEXT_KEY[kind];
  const target = block.links[kind];
  return (
    <div className={styles.panel}>
      <h3 className={styles.panelTitle}>{t(`CollectionForm.${key}.Label`)}</h3>
      <p>{t(`CollectionForm.${key}.Text`)}</p>
      {target ? (
        <SmartLink className={styles.button} link={target}>
          {target.title || t(`CollectionForm.${key}.Link`)}
        </SmartLink>
      ) : null}
    </div>
  );
}

/** Sign-up for the collection week, in the street or online (spec 1 §3 "Collection form block"). */
export function CollectionForm({ block }: { block: CollectionFormModel }) {
  const { t } = useTranslation('Blocks');
  const id = useId();
  const [selected, setSelected] = useState<SelectedForm>(block.selectedForm);
  const [explanationOpen, setExplanationOpen] = useState(block.explanationOpened);
  // With one form fixed by the editor there is nothing to choose.
  const choosable = block.selectedForm === 'both';

  return (
    <section className={styles.block} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{block.title || t('CollectionForm.Title')}</h2>
      <RichText html={block.introHtml} />
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={explanationOpen}
        aria-controls={`${id}-explanation`}
        onClick={() => setExplanationOpen((open) => !open)}
      >
        {t('CollectionForm.Explanation')}
      </button>
      <div id={`${id}-explanation`} className={styles.explanation} hidden={!explanationOpen}>
        {block.explanationHtml ? (
          <RichText html={block.explanationHtml} />
        ) : (
          <p>{t('CollectionForm.ExplanationText')}</p>
        )}
      </div>
      {choosable ? (
        <fieldset className={styles.choice}>
          <legend className={styles.legend}>{t('CollectionForm.Choose')}</legend>
          {KINDS.map((kind) => (
            <div key={kind} className={styles.option}>
              <input
                id={`${id}-${kind}`}
                type="radio"
                name={`${id}-form`}
                checked={selected === kind}
                onChange={() => setSelected(kind)}
                aria-describedby={`${id}-${kind}-hint`}
              />
              <div>
                <label htmlFor={`${id}-${kind}`} className={styles.optionLabel}>
                  {t(`CollectionForm.${TEXT_KEY[kind]}.Label`)}
                </label>
                <span id={`${id}-${kind}-hint`} className={styles.hint}>
                  {t(`CollectionForm.${TEXT_KEY[kind]}.Hint`)}
                </span>
              </div>
            </div>
          ))}
        </fieldset>
      ) : null}
      {selected === 'both' ? null : <FormPanel kind={selected} block={block} />}
    </section>
  );
}
