import { Badge, Box, Button, Grid, HStack, IconButton, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { LuArrowDown, LuArrowUp, LuPencil, LuPlus } from "react-icons/lu";
import { guideEditorApi } from "../api/guide";
import type { EditorCategoryWithArticles } from "../client";
import { ArticleForm, CategoryForm } from "../components/Guide/EditorForms";
import { moveBlock } from "../components/Guide/editorBlocks";
import { PageHeader } from "../components/Layout/PageHeader";
import { useSession } from "../components/Layout/useSession";
import { FormAlert } from "../components/ui/form-alert";
import { Loading, LoadFailed } from "../components/ui/load-states";
import { PageNote } from "../components/ui/page-note";
import { queryKeys } from "../queryKeys";
import { texts } from "../texts";

const t = texts.guide.editor;

type Editing =
  { kind: "category"; id: number | null } | { kind: "article"; id: number | null; categoryId: number } | null;

function MoveButtons({
  onMove,
  first,
  last,
}: {
  onMove: (delta: -1 | 1) => void;
  first: boolean;
  last: boolean;
}) {
  return (
    <HStack gap="0">
      <IconButton
        size="2xs"
        variant="ghost"
        aria-label={t.moveUp}
        disabled={first}
        onClick={() => onMove(-1)}
      >
        <LuArrowUp />
      </IconButton>
      <IconButton
        size="2xs"
        variant="ghost"
        aria-label={t.moveDown}
        disabled={last}
        onClick={() => onMove(1)}
      >
        <LuArrowDown />
      </IconButton>
    </HStack>
  );
}

function PublishedBadge({ published }: { published: boolean }) {
  return (
    <Badge size="sm" colorPalette={published ? "green" : "gray"} flexShrink={0}>
      {published ? t.published : t.draft}
    </Badge>
  );
}

function ArticleEditor({
  id,
  categoryId,
  tree,
  onSaved,
  onCancel,
}: {
  id: number | null;
  categoryId: number;
  tree: EditorCategoryWithArticles[];
  onSaved: (id: number) => void;
  onCancel: () => void;
}) {
  const article = useQuery({
    queryKey: queryKeys.guideEditorArticle(id ?? 0),
    queryFn: () => guideEditorApi.article(id ?? 0),
    enabled: id !== null,
  });
  if (id !== null && article.isPending) return <Loading />;
  if (id !== null && article.isError) return <LoadFailed onRetry={() => article.refetch()} />;
  return (
    <ArticleForm
      key={id ?? "new"}
      article={id === null ? null : (article.data ?? null)}
      categories={tree}
      categoryId={categoryId}
      onSaved={(saved) => onSaved(saved.id)}
      onCancel={onCancel}
    />
  );
}

// The superusers' editor (not in the spec): categories and their articles in order on the left,
// the form of the one being edited on the right. The server checks the superuser on every call.
export function GuideEditorPage() {
  const { isSuperuser } = useSession();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(null);
  const tree = useQuery({
    queryKey: queryKeys.guideEditor,
    queryFn: guideEditorApi.tree,
    enabled: isSuperuser,
  });
  const order = useMutation({
    mutationFn: ({ categoryId, ids }: { categoryId: number | null; ids: number[] }) =>
      categoryId === null
        ? guideEditorApi.orderCategories(ids)
        : guideEditorApi.orderArticles(categoryId, ids),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["guide"] }),
  });

  if (!isSuperuser) return <PageNote>{t.forbidden}</PageNote>;
  if (tree.isPending) return <Loading />;
  if (tree.isError) return <LoadFailed onRetry={() => tree.refetch()} />;
  const categories = tree.data;
  const editedCategory =
    editing?.kind === "category" ? (categories.find((c) => c.id === editing.id) ?? null) : null;

  return (
    <>
      <PageHeader title={t.title} description={t.description} />
      <Grid
        templateColumns={{ base: "minmax(0, 1fr)", lg: "22rem minmax(0, 1fr)" }}
        gap="6"
        alignItems="start"
      >
        <Stack gap="3">
          <Button
            size="sm"
            variant="outline"
            alignSelf="start"
            onClick={() => setEditing({ kind: "category", id: null })}
          >
            <LuPlus />
            {t.newCategory}
          </Button>
          {order.isError && <FormAlert status="error">{texts.errors.generic}</FormAlert>}
          {categories.length === 0 && <Text color="fg.muted">{t.noCategories}</Text>}
          {categories.map((category, index) => (
            <Box
              key={category.id}
              borderWidth="1px"
              rounded="l2"
              p="2"
              role="group"
              aria-label={category.title}
            >
              <HStack gap="1">
                <MoveButtons
                  first={index === 0}
                  last={index === categories.length - 1}
                  onMove={(delta) =>
                    order.mutate({
                      categoryId: null,
                      ids: moveBlock(categories, index, delta).map((c) => c.id),
                    })
                  }
                />
                <Text fontWeight="semibold" flex="1" truncate>
                  {category.title}
                </Text>
                <PublishedBadge published={category.is_published} />
                <IconButton
                  size="2xs"
                  variant="ghost"
                  aria-label={`${t.editCategory}: ${category.title}`}
                  onClick={() => setEditing({ kind: "category", id: category.id })}
                >
                  <LuPencil />
                </IconButton>
              </HStack>
              <Stack gap="0" ps="2" mt="1">
                {category.articles.map((article, position) => (
                  <HStack key={article.id} gap="1">
                    <MoveButtons
                      first={position === 0}
                      last={position === category.articles.length - 1}
                      onMove={(delta) =>
                        order.mutate({
                          categoryId: category.id,
                          ids: moveBlock(category.articles, position, delta).map((a) => a.id),
                        })
                      }
                    />
                    <Button
                      variant="ghost"
                      size="xs"
                      flex="1"
                      justifyContent="start"
                      minW="0"
                      onClick={() => setEditing({ kind: "article", id: article.id, categoryId: category.id })}
                    >
                      <Text truncate>{article.title}</Text>
                    </Button>
                    <PublishedBadge published={article.is_published} />
                  </HStack>
                ))}
                <Button
                  size="xs"
                  variant="ghost"
                  alignSelf="start"
                  onClick={() => setEditing({ kind: "article", id: null, categoryId: category.id })}
                >
                  <LuPlus />
                  {t.newArticle}
                </Button>
              </Stack>
            </Box>
          ))}
        </Stack>
        <Box minW="0">
          {editing?.kind === "category" && (
            <CategoryForm
              key={editing.id ?? "new"}
              category={editedCategory}
              onDone={() => setEditing(null)}
            />
          )}
          {editing?.kind === "article" && (
            <ArticleEditor
              id={editing.id}
              categoryId={editing.categoryId}
              tree={categories}
              onSaved={(id) => setEditing({ ...editing, id })}
              onCancel={() => setEditing(null)}
            />
          )}
        </Box>
      </Grid>
    </>
  );
}
