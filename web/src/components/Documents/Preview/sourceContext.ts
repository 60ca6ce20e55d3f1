import { createContext, useContext } from "react";
import type { SourceBox } from "./sourceBox";

// The field with the keyboard's focus tells the image where its value was read (null: nowhere known).
export const SourceContext = createContext<(box: SourceBox | null) => void>(() => {});

export const useShowSource = () => useContext(SourceContext);
