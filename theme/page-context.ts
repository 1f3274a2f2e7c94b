import { createContext } from 'react';
import type { DocCard } from './types.js';

/** Per-page data that MDX components need (the cards of the current category). */
export const PageContext = createContext<{ cards: DocCard[] }>({ cards: [] });
