import { Breadcrumb } from "@chakra-ui/react";
import { Fragment } from "react";
import { Link } from "react-router";
import { texts } from "../../texts";
import type { Crumb } from "./guideContent";

export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  return (
    <Breadcrumb.Root aria-label={texts.guide.breadcrumbs} mb="3" size="sm">
      <Breadcrumb.List flexWrap="wrap">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <Fragment key={crumb.to}>
              <Breadcrumb.Item>
                {last ? (
                  <Breadcrumb.CurrentLink>{crumb.name}</Breadcrumb.CurrentLink>
                ) : (
                  <Breadcrumb.Link asChild>
                    <Link to={crumb.to}>{crumb.name}</Link>
                  </Breadcrumb.Link>
                )}
              </Breadcrumb.Item>
              {!last && <Breadcrumb.Separator />}
            </Fragment>
          );
        })}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
