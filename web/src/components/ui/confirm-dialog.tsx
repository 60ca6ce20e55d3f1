import { Button, Dialog, Portal, Text } from "@chakra-ui/react";
import { texts } from "../../texts";

type Props = {
  open: boolean;
  title: string;
  question: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

// A yes/no question in the page (not window.confirm); Escape and 'Ne' both answer no.
export function ConfirmDialog({ open, title, question, busy = false, onConfirm, onCancel }: Props) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onCancel()}
      role="alertdialog"
      size="sm"
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{question}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                {texts.documents.no}
              </Button>
              <Button colorPalette="red" onClick={onConfirm} loading={busy}>
                {texts.documents.yes}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
