/** Lucene 7.7's tr/stopwords.txt (TurkishAnalyzer's default stop set). */
export const TURKISH = `a acaba acep açıkça açıkçası adamakıllı adeta ait altı altmış ama amma anca ancak arada artık aslında aynen ayrıca az bana
bari başka başkası bazen bazı belki ben benden beni benim beri beriki beş bilcümle bile bin binaen binaenaleyh bir biraz birazdan birbiri
birçoğu birçok birden birdenbire biri birice birileri birisi birkaç birkaçı birkez birlikte birşey birşeyi bitevi biteviye bittabi biz
bizatihi bizce bizcileyin bizden bize bizi bizim bizimki bizzat boşuna böyle böylece böylecene böylelikle böylemesine böylesine bu buna
bunda bundan bunlar bunları bunların bunu bunun buracıkta burada buradan burası büsbütün bütün cuk cumbadak cumburlop cumhurca cuppadak
cümlesi cümleten çabuk çabukça çeşitli çoğu çoğun çoğunca çoğunlukla çok çokça çokları çoklarınca çokluk çoklukla çünkü da daha dahi
dahil dahilen daima dair dayanarak de defa değil değin dek demin demincek deminden denli derakap derhal derken diğer diğeri diye doğru
doksan dokuz dolayı dolayısıyla dört dörtnala edecek eden ederek edilecek ediliyor edilmesi ediyor eğer elbet elbette elli emme en
enikonu epey epeyce epeyi esasen esnasında etmesi etraflı etraflıca etti ettiği ettiğini evleviyetle evvel evvela evvelce evvelden
evvelemirde evveli fakat filanca gah gayet gayetle gayrı gayri geçende geçenlerde gelgelelim gene gerçi gerek gırla gibi gibilerden
gibisinden gine göre hakeza halbuki halen halihazırda haliyle handiyse hangi hangisi hani hariç hasebiyle hasılı hatta hele hem henüz hep
hepsi her herhangi herkes herkesin hiç hiçbir hiçbiri hoş hulasaten için iken iki ila ile ilen ilgili ilk illa illaki imdi indinde inen
insermi ise ister iş işte itibaren itibarıyla itibariyle iyi iyice iyicene kaçı kadar kaffesi kah kala kanımca karşın katrilyon kelli
kendi kendilerine kendini kendisi kendisine kendisini kere keşke kez keza kezalik kırk kısaca ki kim kimden kime kimi kimisi kimse
kimsecik kimsecikler külliyen lakin leh lütfen maada madem mademki mamafih mebni meğer meğerki meğerse mı milyar milyon mu mü nasıl
nasılsa naşi nazaran ne neden nedeniyle nedenle nedense nerde nerden nerdeyse nere nerede nereden neredeyse neresi nereye netekim neye
neyi neyse nice niçin nihayet nihayetinde nitekim niye o olan olarak oldu olduğu olduğunu oldukça olduklarını olmadı olmadığı olmak
olması olmayan olmaz olsa olsun olup olur olursa oluyor on ona onca onculayın onda ondan onlar onlardan onları onların onu onun oracık
oracıkta orada oradan oranca oranla oraya otuz oysa oysaki öbür öbürkü öbürü önce önceden önceleri öncelikle öteki ötekisi öyle öylece
öylelikle öylemesine pek pekala pekçe peki peyderpey rağmen sadece sahi sahiden sana sanki sekiz seksen sen senden seni senin siz sizden
sizi sizin sonra sonradan sonraları sonunda şayet şey şeyden şeyi şeyler şimdi şöyle şu şuna şuncacık şunda şundan şunlar şunları şunu
şunun şura şuracık şuracıkta şurası tabii tam tamam tamamen tamamıyla tarafından tek trilyon tüm üç üzere var vardı vasıtasıyla ve velev
velhasıl velhasılıkelam veya veyahut ya yahut yakında yakından yakınlarda yakinen yalnız yalnızca yani yapacak yapılan yapılması yapıyor
yapmak yaptı yaptığı yaptığını yaptıkları yedi yeniden yenilerde yerine yetmiş yine yirmi yok yoksa yoluyla yüz yüzünden zarfında zaten
zati zira`;
