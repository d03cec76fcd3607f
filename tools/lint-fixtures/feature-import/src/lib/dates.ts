// lib/ importing a feature turns the layers round.
import { newsBlocks } from '../features/news/news-page';

export const shared = newsBlocks;
