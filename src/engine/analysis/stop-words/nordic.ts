/** Lucene 7.7's snowball/danish_stop.txt, swedish_stop.txt and norwegian_stop.txt: the words, comments left out. */
export const DANISH = `og i jeg det at en den til er som på de med han af for ikke der var mig sig men et har om vi min havde ham hun nu over da
fra du ud sin dem os op man hans hvor eller hvad skal selv her alle vil blev kunne ind når være dog noget ville jo deres efter ned skulle
denne end dette mit også under have dig anden hende mine alt meget sit sine vor mod disse hvis din nogle hos blive mange ad bliver hendes
været thi jer sådan`;

export const SWEDISH = `och det att i en jag hon som han på den med var sig för så till är men ett om hade de av icke mig du henne då sin nu har
inte hans honom skulle hennes där min man ej vid kunde något från ut när efter upp vi dem vara vad över än dig kan sina här ha mot alla
under någon eller allt mycket sedan ju denna själv detta åt utan varit hur ingen mitt ni bli blev oss din dessa några deras blir mina samma
vilken er sådan vår blivit dess inom mellan sådant varför varje vilka ditt vem vilket sitt sådana vart dina vars vårt våra ert era vilkas`;

export const NORWEGIAN = `og i jeg det at en et den til er som på de med han av ikke ikkje der så var meg seg men ett har om vi min mitt ha hadde
hun nå over da ved fra du ut sin dem oss opp man kan hans hvor eller hva skal selv sjøl her alle vil bli ble blei blitt kunne inn når være
kom noen noe ville dere deres kun ja etter ned skulle denne for deg si sine sitt mot å meget hvorfor dette disse uten hvordan ingen din
ditt blir samme hvilken hvilke sånn inni mellom vår hver hvem vors hvis både bare enn fordi før mange også slik vært båe begge siden dykk
dykkar dei deira deires deim di då eg ein eit eitt elles honom hjå ho hoe henne hennar hennes hoss hossen ingi inkje korleis korso kva kvar
kvarhelst kven kvi kvifor me medan mi mine mykje no nokon noka nokor noko nokre sia sidan so somt somme um upp vere vore verte vort varte
vart`;
