/** Lucene 7.7's lt/stopwords.txt (LithuanianAnalyzer's default stop set). */
export const LITHUANIAN = `
ant apie ar arba aš be bei bet bus būti būtų buvo dėl gali į iki ir iš ja ją jai jais jam jame jas jei ji jį jie jiedu
jiedvi jiedviem jiedviese jiems jis jo jodviem jog joje jomis joms jos jose jų judu judvi judviejų jųdviejų judviem
judviese jumis jums jumyse juo juodu juodviese juos juose jus jūs jūsų ką kad kai kaip kas kiek kol kur kurie kuris man
mane manęs manimi mano manyje mes metu mudu mudvi mudviejų mudviem mudviese mumis mums mumyse mus mūsų nei nes net nors
nuo o pat per po prie prieš sau save savęs savimi savo savyje su tačiau tada tai taip tas tau tave tavęs tavimi tavyje
ten to todėl tu tuo už visi yra
`;
