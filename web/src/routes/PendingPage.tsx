import { PageHeader } from "../components/Layout/PageHeader";
import { PageNote } from "../components/ui/page-note";
import { texts } from "../texts";

// A route whose screen arrives with a later issue: its real title and a plain note.
export function PendingPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <PageNote>{texts.pages.comingSoon}</PageNote>
    </>
  );
}
