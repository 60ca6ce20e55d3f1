import {
  type ArticleIn,
  type CategoryIn,
  guideCreateArticle,
  guideCreateCategory,
  guideEditorTree,
  guideGetArticle,
  guideGetCategory,
  guideGetEditorArticle,
  guideListCategories,
  guideOrderArticles,
  guideOrderCategories,
  guideSearch,
  guideUpdateArticle,
  guideUpdateCategory,
} from "../client";
import { unwrap } from "./http";

// Spec 001 §5 and §9: suggestions from 2 characters, at most 5, asked 300 ms after typing stops.
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_LIMIT = 5;
export const SEARCH_DEBOUNCE_MS = 300;

export const guideApi = {
  categories: () => unwrap(guideListCategories()),
  category: (slug: string) => unwrap(guideGetCategory({ path: { slug } })),
  article: (slug: string) => unwrap(guideGetArticle({ path: { slug } })),
  search: (q: string, category?: string) =>
    unwrap(guideSearch({ query: { q, limit: SEARCH_LIMIT, category } })),
};

export const guideEditorApi = {
  tree: () => unwrap(guideEditorTree()),
  article: (id: number) => unwrap(guideGetEditorArticle({ path: { article_id: id } })),
  saveCategory: (id: number | null, body: CategoryIn) =>
    id === null
      ? unwrap(guideCreateCategory({ body }))
      : unwrap(guideUpdateCategory({ path: { category_id: id }, body })),
  saveArticle: (id: number | null, body: ArticleIn) =>
    id === null
      ? unwrap(guideCreateArticle({ body }))
      : unwrap(guideUpdateArticle({ path: { article_id: id }, body })),
  orderCategories: (ids: number[]) => unwrap(guideOrderCategories({ body: { ids } })),
  orderArticles: (categoryId: number, ids: number[]) =>
    unwrap(guideOrderArticles({ path: { category_id: categoryId }, body: { ids } })),
};
