import { Button, Flex, SimpleGrid } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { LuPencil } from "react-icons/lu";
import { Link } from "react-router";
import { guideApi } from "../api/guide";
import { Breadcrumbs } from "../components/Guide/Breadcrumbs";
import { articleCount, breadcrumbJsonLd, categoryPath } from "../components/Guide/guideContent";
import { GuideSearch } from "../components/Guide/GuideSearch";
import { CategoriesFailed } from "../components/Guide/GuideState";
import { JsonLd } from "../components/Guide/JsonLd";
import { LinkCard } from "../components/Guide/LinkCard";
import { PageHeader } from "../components/Layout/PageHeader";
import { useSession } from "../components/Layout/useSession";
import { Loading } from "../components/ui/load-states";
import { paths } from "../paths";
import { queryKeys } from "../queryKeys";
import { texts } from "../texts";

export function GuideHomePage() {
  const categories = useQuery({ queryKey: queryKeys.guideCategories, queryFn: guideApi.categories });
  const { isSuperuser } = useSession();
  const trail = [{ name: texts.guide.title, to: paths.guide }];
  return (
    <>
      <JsonLd data={[breadcrumbJsonLd(trail, window.location.origin)]} />
      <Breadcrumbs trail={trail} />
      <Flex justify="space-between" align="start" gap="3" wrap="wrap">
        <PageHeader title={texts.guide.title} description={texts.guide.description} />
        {isSuperuser && (
          <Button asChild variant="outline" size="sm">
            <Link to={paths.guideEditor}>
              <LuPencil />
              {texts.guide.edit}
            </Link>
          </Button>
        )}
      </Flex>
      <Flex mb="6">
        <GuideSearch />
      </Flex>
      {categories.isPending ? (
        <Loading />
      ) : categories.isError ? (
        <CategoriesFailed onRetry={() => categories.refetch()} />
      ) : (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
          {categories.data.map((category) => (
            <LinkCard
              key={category.slug}
              to={categoryPath(category.slug)}
              title={category.title}
              text={category.description}
              image={category.cat_image_url}
              badge={articleCount(category.articles.length)}
              large
            />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
