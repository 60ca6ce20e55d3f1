import { createContext, useContext } from "react";
import type { SourceBox } from "./sourceBox";

// The field with the keyboard's focus tells the desk where its value was read (null: nowhere known),
// and how to take a word clicked on the page.
export type FocusedField = { box: SourceBox | null; fill: (word: string) => void };

export const SourceContext = createContext<(field: FocusedField) => void>(() => {});

export const useFocusedField = () => useContext(SourceContext);
