import { signal } from '@preact/signals';
import type { TurnImage } from '../conversation/types';

/** Images attached to the next message, shown as thumbnails above the message box. */
export const attachedImages = signal<TurnImage[]>([]);
