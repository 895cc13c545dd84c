declare module 'fold-to-ascii' {
  /** Lucene's ASCIIFoldingFilter table per UTF-16 unit (the package exports the class; call its methods on it). */
  const ASCIIFolder: {
    /** Folds what the table knows; units without a folding are kept. */
    foldMaintaining(text: string): string;
    foldReplacing(text: string, replacement?: string): string;
  };
  export default ASCIIFolder;
}
