/** Lucene 7.7's hy/stopwords.txt (ArmenianAnalyzer's default stop set). */
export const ARMENIAN = `
այդ այլ այն այս դու դուք եմ են ենք ես եք է էի էին էինք էիր էիք էր ըստ թ ի ին իսկ իր կամ համար հետ հետո մենք մեջ մի ն նա
նաև նրա նրանք որ որը որոնք որպես ու ում պիտի վրա և
`;
