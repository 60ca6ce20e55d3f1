import { Box, Grid, Heading, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { guideApi } from "../api/guide";
import { ArticleBody } from "../components/Guide/ArticleBody";
import { Breadcrumbs } from "../components/Guide/Breadcrumbs";
import {
  articleJsonLd,
  articleTrail,
  breadcrumbJsonLd,
  tableOfContents,
} from "../components/Guide/guideContent";
import { GuideLoadError } from "../components/Guide/GuideState";
import { JsonLd } from "../components/Guide/JsonLd";
import { TableOfContents } from "../components/Guide/TableOfContents";
import { Loading } from "../components/ui/load-states";
import { formatDate } from "../format";
import { queryKeys } from "../queryKeys";
import { texts } from "../texts";

export function GuideArticlePage() {
  const slug = useParams().slug ?? "";
  const article = useQuery({ queryKey: queryKeys.guideArticle(slug), queryFn: () => guideApi.article(slug) });
  if (article.isPending) return <Loading />;
  if (article.isError) {
    return (
      <GuideLoadError
        error={article.error}
        notFound={texts.guide.articleNotFound}
        onRetry={() => article.refetch()}
      />
    );
  }
  const data = article.data;
  const trail = articleTrail(data);
  const origin = window.location.origin;
  const toc = tableOfContents(data.body);
  return (
    <>
      <title>{`${data.seo_title || data.title} | ${texts.brand}`}</title>
      {data.search_description && <meta name="description" content={data.search_description} />}
      <JsonLd data={[articleJsonLd(data, origin), breadcrumbJsonLd(trail, origin)]} />
      <Breadcrumbs trail={trail} />
      <Grid templateColumns={{ base: "1fr", lg: "minmax(0, 1fr) 16rem" }} gap="8" alignItems="start">
        <Box as="article" minW="0">
          <Heading as="h1" size="2xl" fontWeight="semibold" mb="1">
            {data.title}
          </Heading>
          {data.last_published_at && (
            <Text fontSize="sm" color="fg.muted" mb="4">
              {texts.guide.updated} {formatDate(data.last_published_at)}
            </Text>
          )}
          <Box display={{ base: "block", lg: "none" }} mb="4" p="3" borderWidth="1px" rounded="l2">
            <TableOfContents entries={toc} />
          </Box>
          <ArticleBody body={data.body} />
        </Box>
        <Stack display={{ base: "none", lg: "flex" }} position="sticky" top="4">
          <TableOfContents entries={toc} />
        </Stack>
      </Grid>
    </>
  );
}
