import QRCode from 'qrcode';
import styles from './recipe-detail.module.css';

/**
 * On paper only (issue 28): a QR code back to the recipe's page, drawn on the server as SVG
 * (`qrcode`), so it costs the browser nothing until it prints.
 */
export async function PrintLink({ url, label }: { url: string; label: string }) {
  const svg = await QRCode.toString(url, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' });
  return (
    <figure className={styles.printLink}>
      {/* Our own URL drawn by the library: no outside text goes into this markup. */}
      <span
        className={styles.printCode}
        aria-hidden="true"
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <figcaption>
        {label}
        <br />
        <span className={styles.printUrl}>{url}</span>
      </figcaption>
    </figure>
  );
}
