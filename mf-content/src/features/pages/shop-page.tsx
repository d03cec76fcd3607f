import { useTranslation } from 'react-i18next';
import type { PageKindProps } from '@alz/shared/wire/drupal';
import { RichText } from '@alz/shared/ui/rich-text';
import { ResponsiveImage } from '@alz/shared/ui/responsive-image';
import { visuallyHidden } from '@alz/shared/ui/visually-hidden';
import { primaryButton } from '@alz/shared/ui/button';
import { toPageModel } from '../../lib/page/page-model';
import { PageView } from '../../lib/page/page-view';
import { toShopProducts, type ShopProduct } from './shop-model';
import styles from './pages.module.css';

function ProductCard({ product }: { product: ShopProduct }) {
  const { t } = useTranslation('Blocks');
  return (
    <li className={styles.card}>
      {product.image ? (
        <ResponsiveImage image={product.image} sizes="(min-width: 1024px) 380px, 100vw" className={styles.cardImage} />
      ) : null}
      <h3>{product.title}</h3>
      {product.price ? <p className={styles.price}>{product.price}</p> : null}
      <RichText html={product.html} />
      {product.orderUrl ? (
        <p className={styles.cardAction}>
          <a className={primaryButton} href={product.orderUrl}>
            {t('ShopPage.Order')}
            {/* Every card has this button: the product name tells them apart for screen readers. */}
            <span className={visuallyHidden}> {product.title}</span>
          </a>
        </p>
      ) : null}
    </li>
  );
}

/** Shop page (shoppagina): product cards with a price and an order link to the web shop. */
export function ShopPage({ node }: PageKindProps) {
  const { t } = useTranslation('Blocks');
  const products = toShopProducts(node);
  return (
    <PageView page={toPageModel(node)}>
      {products.length > 0 ? (
        <section aria-labelledby="winkel-producten">
          <h2 id="winkel-producten">{t('ShopPage.ProductsTitle')}</h2>
          <ul className={styles.cards}>
            {products.map((product, index) => (
              <ProductCard key={`${index}-${product.title}`} product={product} />
            ))}
          </ul>
        </section>
      ) : null}
    </PageView>
  );
}
