/** Lucene 7.7's cjk/stopwords.txt (CJKAnalyzer's default stop set). */
export const CJK = `a and are as at be but by for if in into is it no not of on or s such t that the their then there these they this to
was will with www`;
