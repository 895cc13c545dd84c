import { describe, expect, it } from 'vitest';
import { kstem } from './kstemmer';

/**
 * Word:stem pairs produced by Lucene's own KStemmer (KStemmer.stem over the dictionary's head words with
 * inflectional and derivational endings added): every step of the algorithm is among them (plurals,
 * -ied/-ed, -ing, -ity, -ness, -ion, -er/-or, -ly, -al, -ive, -ize, -ment, -ble, -ism, -ic, -ncy, -nce),
 * as are words left alone.
 */
const LUCENE_PAIRS = `
abacks:aback acceleratorancy:accelerator activistable:activist advantageousive:advantageous
agglomeratism:agglomerat alcoveed:alcove alwaysial:always anatomisted:anatomist anteriorable:anterior
apostropheancy:apostrophe arcaneily:arcanei artificeror:artificer astrakhaning:astrakhan austereal:austere
baccalaureateations:baccalaureate banies:bany bashity:bash bedclothesizer:bedclothes bendedies:bendedy
bigamouser:bigamous bladderies:bladdery bluecoatence:bluecoat bookenders:bookend bowdlerizence:bowdlerize
breezeing:breeze brownstonive:brownstone bunkumization:bunkum cachism:cach campsited:campsite
captorism:captor cashewancy:cashew ceasity:cease chamberlainer:chamberlain cheddarally:cheddar
chiveor:chive circuitousing:circuitous cleanupily:cleanupi coachic:coach coherentted:coherent
combustibler:combustible comparativelyence:comparatively conceptionies:conceptiony confluencness:confluenc
consistentations:consistent contractionment:contraction copeckation:copeck corrugationies:corrugationy
courthouseence:courthouse creativityly:creativity crosstreeible:crosstree cupider:cupid daddyers:daddy
deathblowize:deathblow deducings:deduce deliverymanal:deliveryman dependentical:dependent despiteed:despite
dialogueization:dialogue diphthongers:diphthong discouragementied:discouragementy dispatchesser:dispatches
distributivition:distributive dolably:dole downtroddenly:downtrodden dropoutal:dropout dutiablor:dutiable
edibleical:edible electrocardiographative:electrocardiograph emigrateance:emigrate
energeticization:energetic entrepreneuries:entrepreneury erotically:erotic evadeic:evade
excrescenceed:excrescence explodally:explode eyesightity:eyesight farawayally:faraway
felicitousic:felicitous figness:fig fishwifive:fishwife flibbertigibbetly:flibbertigibbet foemanism:foeman
foreignerer:foreigner foulial:foul fretworkker:fretwork fulsomeor:fulsome gallonance:gallon
gazetteal:gazette ghyllings:ghyll globulations:globule gorgonzolaies:gorgonzolay
gravestoneations:gravestone groynally:groyne gypally:gyp handsomers:handsome havened:haven
heightily:heighti heyers:hey holidaymakerial:holidaymaker horrorive:horror hulkancy:hulk
hypocritity:hypocrite imitatied:imitaty impolites:impolite incentivers:incentive
indecipherableed:indecipherable inelegantal:inelegant infuriateal:infuriate insecticidizer:insecticide
intelligencancy:intelligence interstately:interstate invulnerableical:invulnerable itineraryer:itinerary
jinnible:jinn justifyly:justify kinkyies:kinkyy lacquering:lacquer lastlyably:lastly leeryyed:leery
liablly:liabl limpize:limp llamaative:llama looseical:loose lurchher:lurch mahoganyible:mahogany
mangroveation:mangrove marqueeies:marqueey mauveative:mauve meleeable:melee metalizer:metal mileic:mile
mireism:mire mistrustfulally:mistrustful monauralied:monaura moronial:moron muchnesssed:muchness
mutilationied:mutilationy navancy:nave neurosisic:neurosis nitwitly:nitwit nosebagization:nosebag
nutcrackerical:nutcracker occupancyency:occupancy omnipotentor:omnipotent ordinarilyancy:ordinarily
outdoorsed:outdoors overdriveative:overdrive pacesetteric:pacesetter pancakible:pancake paringible:paring
pasturings:pasture peckerred:pecker peopleings:people perseverations:persevere
philanthropicced:philanthropic pieceal:piece pirouetteize:pirouette pleaing:plea poisedes:poised
poopedness:pooped postmanency:postman precentorance:precentor prepayical:prepay primalation:primal
profligacyies:profligacyy proprietorred:proprietor prurituser:pruritus puncturied:punctury
quackeryying:quackery quizzicalence:quizzical ramekinization:ramekin reactiveation:reactive
reclamationes:reclamation refashionial:refashion reinforceize:reinforce remunerativeers:remunerative
repugnancative:repugnance restorativable:restorative reviewwed:review rigories:rigory rondeauancy:rondeau
rubdownally:rubdown sacroiliacily:sacroiliaci sandcastleness:sandcastle sawhorseial:sawhorse
scientificced:scientific sculptureed:sculpture seeingment:seeing separateily:separatei sgtied:sgty
shineity:shine shriveency:shrive silverfishize:silverfish skinfulial:skinful sloshedative:sloshed
snookity:snook soloistings:soloist spacingance:spacing spinelessity:spineless spunkally:spunk
stardomency:stardom stewizer:stew storiedings:storied stropity:strop subserviential:subservient
sulksly:sulks supplantible:supplant swashbucklerably:swashbuckler syncization:sync tammanyism:tammany
teatimeeing:teatimeee tentativs:tentativ therebyive:thereby thuggeryence:thuggery tiptoeization:tiptoe
toothpickes:toothpick tractablence:tractable trapezive:trapeze tripor:trip tubercularations:tubercular
twisterism:twister uncharitableers:uncharitable undressic:undress unmarriedly:unmarried unusualied:unusua
vaginaization:vagina veldical:veld vhffer:vhf virulencably:virulence vulcaniteence:vulcanite
warpathizer:warpath weddeded:wedded whetherency:whether wilesally:wiles womanhoodding:womanhood
wreakity:wreak zealotryyer:zealotry camorosers:camoros peterssed:peters botswananable:botswana
zambianily:zambiani aback:aback alternatment:alternatment assistancial:assistancial believ:believ
breastplate:breastplate cartilaginouss:cartilaginouss clavichordition:clavichordition
confideition:confideition cravication:cravication delegationition:delegationition dislocatial:dislocatial
ecologically:ecologically etiology:etiology feverishlyication:feverishlyication freesiaition:freesiaition
gonerication:gonerication heckle:heckle imaginaryition:imaginaryition innovat:innovat judder:judder
lifelineition:lifelineition maplment:maplment misgovernication:misgovernication
neglectication:neglectication operateition:operateition participate:participate pillageition:pillageition
predominancication:predominancication purler:purler refundition:refundition risibl:risibl
scoundrellyition:scoundrellyition sidelongition:sidelongition spectroscope:spectroscope
subjectionition:subjectionition taximeterition:taximeterition toweling:toweling underscorial:underscorial
villagment:villagment wisecrackication:wisecrackication zimbabweanition:zimbabweanition bricks:brick
aging:age italians:italy calories:calorie crosses:cross aides:aide immunity:immune capacity:capacity
definition:definition complication:complication heuristically:heuristic determinative:determine
unbelievably:unbelievable adherance:adhere disappearance:disappearance Bricks:Bricks abc:abc texas:texas
fled:flee going:go
`;

describe('kstem (Lucene 7.7 KStemmer)', () => {
  it('stems as Lucene does, word for word', () => {
    const pairs = LUCENE_PAIRS.split(/\s+/).filter(Boolean).map((p) => p.split(':'));
    expect(pairs.length).toBeGreaterThan(300);
    const wrong = pairs.filter(([w, s]) => kstem(w) !== s).map(([w, s]) => `${w}: ${kstem(w)} (Lucene: ${s})`);
    expect(wrong).toEqual([]);
  });

  it('takes a direct conflation or a nationality from the dictionary before any rule', () => {
    expect(kstem('aging')).toBe('age');
    expect(kstem('fled')).toBe('flee');
    expect(kstem('italian')).toBe('italy');
    expect(kstem('italians')).toBe('italy');
  });

  it('leaves words of two letters or fewer, of 50 or more, and with anything but a-z unchanged', () => {
    expect(kstem('is')).toBe('is');
    expect(kstem('ends'.padStart(50, 'x'))).toBe('ends'.padStart(50, 'x'));
    expect(kstem('ends'.padStart(49, 'x'))).toBe('end'.padStart(48, 'x'));
    expect(kstem('Bricks')).toBe('Bricks');
    expect(kstem('x1s')).toBe('x1s');
    expect(kstem('cafés')).toBe('cafés');
  });
});

describe('the stemmer filter\'s English languages (6.8\'s StemmerTokenFilterFactory)', () => {
  it('light_english and kstem run KStem, minimal_english strips plurals only', async () => {
    const { stemmerForLanguage } = await import('../../stemmers/stemmer-languages');
    expect(stemmerForLanguage('kstem')('bricks')).toBe('brick');
    expect(stemmerForLanguage('lightEnglish')('italians')).toBe('italy');
    expect(['pies', 'boys', 'glass', 'buses', 'shoes'].map(stemmerForLanguage('minimal_english'))).toEqual(['py', 'boy', 'glass', 'buse', 'shoes']);
  });
});
