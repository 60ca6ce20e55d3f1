import { Box, Button, CloseButton, Dialog, HStack, Image, Portal, Text } from "@chakra-ui/react";
import { useState } from "react";
import { landing } from "../../content/landing";

type Props = { open: boolean; onClose: () => void };

// The walkthrough is screenshots of our own product (web/public/demo/, e2e/demo/capture.ts), served
// by us: no third-party player, nothing loaded before the dialog opens.
export function DemoDialog({ open, onClose }: Props) {
  const [step, setStep] = useState(0);
  const slides = landing.demoSlides;
  const slide = slides[step];
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      onExitComplete={() => setStep(0)}
      size={{ base: "full", md: "xl" }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{landing.demoTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Box borderWidth="1px" rounded="l2" overflow="hidden" bg="bg.muted">
                <Image src={slide.image} alt={slide.caption} width={1200} height={675} w="full" h="auto" />
              </Box>
              <Text mt="3" aria-live="polite">
                {slide.caption}
              </Text>
            </Dialog.Body>
            <Dialog.Footer justifyContent="space-between">
              <HStack gap="1.5">
                {slides.map((item, index) => (
                  <Box
                    as="button"
                    key={item.image}
                    aria-label={`${landing.demoStep} ${index + 1}`}
                    aria-current={index === step ? "step" : undefined}
                    onClick={() => setStep(index)}
                    w="2.5"
                    h="2.5"
                    rounded="full"
                    bg={index === step ? "brand.solid" : "gray.300"}
                    cursor="pointer"
                  />
                ))}
              </HStack>
              <HStack gap="2">
                <Button variant="outline" disabled={step === 0} onClick={() => setStep(step - 1)}>
                  {landing.demoPrevious}
                </Button>
                <Button disabled={step === slides.length - 1} onClick={() => setStep(step + 1)}>
                  {landing.demoNext}
                </Button>
              </HStack>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={landing.demoClose} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
