import { useEffect, useMemo } from 'preact/hooks';
import type { TurnImage } from '../conversation/types';
import { t } from '../../shared/i18n';

/**
 * An image as a thumbnail whose alt text is its name; a click opens the original (not the smaller
 * copy the model got) in a new tab. The object URL lives as long as the thumbnail.
 */
export function ImageThumb({ image }: { image: TurnImage }) {
  const url = useMemo(() => URL.createObjectURL(image.original), [image.original]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <a class="image-thumb" href={url} target="_blank" rel="noopener" title={t('imageOpenOriginal', image.sent.name)}>
      <img src={url} alt={image.sent.name} width={image.width} height={image.height} />
    </a>
  );
}
