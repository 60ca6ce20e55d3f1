import { Flex, Stack } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { guideApi } from "../api/guide";
import { Breadcrumbs } from "../components/Guide/Breadcrumbs";
import { articlePath, breadcrumbJsonLd, categoryPath } from "../components/Guide/guideContent";
import { GuideSearch } from "../components/Guide/GuideSearch";
import { GuideLoadError } from "../components/Guide/GuideState";
import { JsonLd } from "../components/Guide/JsonLd";
import { LinkCard } from "../components/Guide/LinkCard";
import { PageHeader } from "../components/Layout/PageHeader";
import { Loading } from "../components/ui/load-states";
import { PageNote } from "../components/ui/page-note";
import { paths } from "../paths";
import { queryKeys } from "../queryKeys";
import { texts } from "../texts";

export function GuideCategoryPage() {
  const slug = useParams().slug ?? "";
  const category = useQuery({
    queryKey: queryKeys.guideCategory(slug),
    queryFn: () => guideApi.category(slug),
  });
  if (category.isPending) return <Loading />;
  if (category.isError) {
    return (
      <GuideLoadError
        error={category.error}
        notFound={texts.guide.categoryNotFound}
        onRetry={() => category.refetch()}
      />
    );
  }
  const { title, description, articles } = category.data;
  const trail = [
    { name: texts.guide.title, to: paths.guide },
    { name: title, to: categoryPath(slug) },
  ];
  return (
    <>
      <JsonLd data={[breadcrumbJsonLd(trail, window.location.origin)]} />
      <Breadcrumbs trail={trail} />
      <PageHeader title={title} description={description} />
      <Flex mb="5">
        <GuideSearch category={slug} label={texts.guide.searchInCategory} />
      </Flex>
      {articles.length === 0 ? (
        <PageNote>{texts.guide.emptyCategory}</PageNote>
      ) : (
        <Stack gap="3" maxW="3xl">
          {articles.map((article) => (
            <LinkCard
              key={article.slug}
              to={articlePath(article.slug)}
              title={article.title}
              text={article.search_description}
            />
          ))}
        </Stack>
      )}
    </>
  );
}
