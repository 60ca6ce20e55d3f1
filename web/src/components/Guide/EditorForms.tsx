import { Button, Checkbox, Field, HStack, NativeSelect, Stack, Textarea } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { guideEditorApi } from "../../api/guide";
import { ApiError, serverMessage } from "../../api/http";
import type { ArticleIn, CategoryIn, EditorArticle, EditorCategory } from "../../client";
import { texts } from "../../texts";
import { FormAlert } from "../ui/form-alert";
import { TextField } from "../ui/text-field";
import { BlockEditor } from "./BlockEditor";
import { type EditableBlock, editable } from "./editorBlocks";

const t = texts.guide.editor;

function failure(error: unknown): string {
  return (
    (error instanceof ApiError && serverMessage(error.body, ["detail", "error"])) || texts.errors.generic
  );
}

// After any change every guide query is stale: the reader's pages and the editor's tree.
function useSave<T, R>(save: (body: T) => Promise<R>, onSaved: (saved: R) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: ["guide"] });
      onSaved(saved);
    },
  });
}

function SaveRow({ pending, onCancel }: { pending: boolean; onCancel: () => void }) {
  return (
    <HStack>
      <Button type="submit" colorPalette="brand" loading={pending}>
        {t.save}
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        {t.cancel}
      </Button>
    </HStack>
  );
}

function PublishedBox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(event) => onChange(event.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{t.published}</Checkbox.Label>
    </Checkbox.Root>
  );
}

export function CategoryForm({ category, onDone }: { category: EditorCategory | null; onDone: () => void }) {
  const [form, setForm] = useState<CategoryIn>({
    slug: category?.slug ?? "",
    title: category?.title ?? "",
    description: category?.description ?? "",
    image_url: category?.image_url ?? null,
    is_published: category?.is_published ?? false,
  });
  const save = useSave((body: CategoryIn) => guideEditorApi.saveCategory(category?.id ?? null, body), onDone);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ ...form, image_url: form.image_url || null });
  };
  return (
    <Stack as="form" gap="3" onSubmit={submit} aria-label={category ? t.editCategory : t.newCategory}>
      <TextField
        label={t.titleField}
        required
        value={form.title}
        onChange={(e) => setForm({ ...form, title: e.target.value })}
      />
      <TextField
        label={t.slug}
        required
        value={form.slug}
        onChange={(e) => setForm({ ...form, slug: e.target.value })}
      />
      <Field.Root>
        <Field.Label>{t.descriptionField}</Field.Label>
        <Textarea
          rows={2}
          value={form.description ?? ""}
          onChange={(e) => setForm({ ...form, description: e.target.value })}
        />
      </Field.Root>
      <TextField
        label={t.imageUrl}
        value={form.image_url ?? ""}
        onChange={(e) => setForm({ ...form, image_url: e.target.value })}
      />
      <PublishedBox
        checked={form.is_published ?? false}
        onChange={(is_published) => setForm({ ...form, is_published })}
      />
      {save.isError && <FormAlert status="error">{failure(save.error)}</FormAlert>}
      <SaveRow pending={save.isPending} onCancel={onDone} />
    </Stack>
  );
}

export function ArticleForm({
  article,
  categories,
  categoryId,
  onSaved,
  onCancel,
}: {
  article: EditorArticle | null;
  categories: EditorCategory[];
  categoryId: number;
  onSaved: (saved: EditorArticle) => void;
  onCancel: () => void;
}) {
  const [form, setForm] = useState<Omit<ArticleIn, "body">>({
    category_id: article?.category_id ?? categoryId,
    slug: article?.slug ?? "",
    title: article?.title ?? "",
    seo_title: article?.seo_title ?? "",
    search_description: article?.search_description ?? "",
    author_name: article?.author_name ?? "",
    main_image_url: article?.main_image_url ?? null,
    is_published: article?.is_published ?? false,
  });
  const [blocks, setBlocks] = useState<EditableBlock[]>(article?.body ?? []);
  const [saved, setSaved] = useState(false);
  const save = useSave(
    (body: ArticleIn) => guideEditorApi.saveArticle(article?.id ?? null, body),
    (result) => {
      setSaved(true);
      onSaved(result);
    },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    save.mutate({ ...form, main_image_url: form.main_image_url || null, body: blocks.map(editable) });
  };
  const text = (name: "slug" | "title" | "seo_title" | "author_name") => ({
    value: form[name] ?? "",
    onChange: (e: { target: { value: string } }) => setForm({ ...form, [name]: e.target.value }),
  });
  return (
    <Stack as="form" gap="3" onSubmit={submit} aria-label={article ? article.title : t.newArticle}>
      <Field.Root>
        <Field.Label>{t.category}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={String(form.category_id)}
            onChange={(e) => setForm({ ...form, category_id: Number(e.target.value) })}
          >
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.title}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <TextField label={t.titleField} required {...text("title")} />
      <TextField label={t.slug} required {...text("slug")} />
      <TextField label={t.seoTitle} {...text("seo_title")} />
      <Field.Root>
        <Field.Label>{t.descriptionField}</Field.Label>
        <Textarea
          rows={2}
          value={form.search_description ?? ""}
          onChange={(e) => setForm({ ...form, search_description: e.target.value })}
        />
      </Field.Root>
      <TextField label={t.author} {...text("author_name")} />
      <PublishedBox
        checked={form.is_published ?? false}
        onChange={(is_published) => setForm({ ...form, is_published })}
      />
      <BlockEditor blocks={blocks} onChange={setBlocks} />
      {save.isError && <FormAlert status="error">{failure(save.error)}</FormAlert>}
      {saved && !save.isError && <FormAlert status="success">{t.saved}</FormAlert>}
      <SaveRow pending={save.isPending} onCancel={onCancel} />
    </Stack>
  );
}
