import { describe, expect, it } from 'vitest';
import { classicTokens } from './classic';
import { classicFilter } from '../token-filters/classic';

type Row = [text: string, tokens: Array<[string, string, number, number, number]>, withMax3: Array<[string, string, number, number, number]>, endIncrementWithMax3: number];

/**
 * Lucene's ClassicTokenizer on each text (hand-written, then random strings over letters of several scripts,
 * digits, the grammar's punctuation and spaces): [term, type, start, end, increment] per token with the
 * default max_token_length, then with max_token_length 3, and the increment its end() leaves then.
 */
const LUCENE: Row[] = [
  ["foo's bar",[["foo's","<APOSTROPHE>",0,5,1],["bar","<ALPHANUM>",6,9,1]],[["bar","<ALPHANUM>",6,9,2]],0],
  ["U.S.A. I.B.M. ibm.com. wi-fi 192.168.0.1 AT&T Excite@Home jane.doe@example.co.uk O'Reilly's 3.14 1,000 x-1-y/2 www.elastic.co. 中文字 ひらがな 한국어 ภาษาไทย",[["U.S.A.","<ACRONYM>",0,6,1],["I.B.M.","<ACRONYM>",7,13,1],["ibm.com","<HOST>",14,22,1],["wi","<ALPHANUM>",23,25,1],["fi","<ALPHANUM>",26,28,1],["192.168.0.1","<HOST>",29,40,1],["AT&T","<COMPANY>",41,45,1],["Excite@Home","<COMPANY>",46,57,1],["jane.doe@example.co.uk","<EMAIL>",58,80,1],["O'Reilly's","<APOSTROPHE>",81,91,1],["3.14","<HOST>",92,96,1],["1,000","<NUM>",97,102,1],["x-1-y/2","<NUM>",103,110,1],["www.elastic.co","<HOST>",111,126,1],["中","<CJ>",127,128,1],["文","<CJ>",128,129,1],["字","<CJ>",129,130,1],["ひ","<CJ>",131,132,1],["ら","<CJ>",132,133,1],["が","<CJ>",133,134,1],["な","<CJ>",134,135,1],["한국어","<ALPHANUM>",136,139,1],["ภาษาไทย","<ALPHANUM>",140,147,1]],[["wi","<ALPHANUM>",23,25,4],["fi","<ALPHANUM>",26,28,1],["中","<CJ>",127,128,10],["文","<CJ>",128,129,1],["字","<CJ>",129,130,1],["ひ","<CJ>",131,132,1],["ら","<CJ>",132,133,1],["が","<CJ>",133,134,1],["な","<CJ>",134,135,1],["한국어","<ALPHANUM>",136,139,1]],1],
  ["²_a.é3s__éaa",[["a.é3s","<HOST>",2,7,1],["éaa","<ALPHANUM>",9,12,1]],[["éaa","<ALPHANUM>",9,12,2]],0],
  ["²",[],[],0],
  ["9",[["9","<ALPHANUM>",0,1,1]],[["9","<ALPHANUM>",0,1,1]],0],
  ["9",[["9","<ALPHANUM>",0,1,1]],[["9","<ALPHANUM>",0,1,1]],0],
  ["a3๑s .3a๑",[["a3๑s","<ALPHANUM>",0,4,1],["3a๑","<ALPHANUM>",6,9,1]],[["3a๑","<ALPHANUM>",6,9,2]],0],
  ["_sa",[["sa","<ALPHANUM>",1,3,1]],[["sa","<ALPHANUM>",1,3,1]],0],
  ["sss",[["sss","<ALPHANUM>",0,3,1]],[["sss","<ALPHANUM>",0,3,1]],0],
  ["39²",[["39","<ALPHANUM>",0,2,1]],[["39","<ALPHANUM>",0,2,1]],0],
  [" .한_.",[["한","<ALPHANUM>",2,3,1]],[["한","<ALPHANUM>",2,3,1]],0],
  ["3²한9_",[["3","<ALPHANUM>",0,1,1],["한9","<ALPHANUM>",2,4,1]],[["3","<ALPHANUM>",0,1,1],["한9","<ALPHANUM>",2,4,1]],0],
  [" ",[],[],0],
  ["한한s__",[["한한s","<ALPHANUM>",0,3,1]],[["한한s","<ALPHANUM>",0,3,1]],0],
  ["๑한²3한²é.²",[["๑한","<ALPHANUM>",0,2,1],["3한","<ALPHANUM>",3,5,1],["é","<ALPHANUM>",6,7,1]],[["๑한","<ALPHANUM>",0,2,1],["3한","<ALPHANUM>",3,5,1],["é","<ALPHANUM>",6,7,1]],0],
  ["한s한.3²3한._9",[["한s한.3","<HOST>",0,5,1],["3한","<ALPHANUM>",6,8,1],["9","<ALPHANUM>",10,11,1]],[["3한","<ALPHANUM>",6,8,2],["9","<ALPHANUM>",10,11,1]],0],
  ["s3²_99a9 ",[["s3","<ALPHANUM>",0,2,1],["99a9","<ALPHANUM>",4,8,1]],[["s3","<ALPHANUM>",0,2,1]],1],
  ["²s3",[["s3","<ALPHANUM>",1,3,1]],[["s3","<ALPHANUM>",1,3,1]],0],
  [" ",[],[],0],
  ["한๑a3é.²s aé",[["한๑a3é","<ALPHANUM>",0,5,1],["s","<ALPHANUM>",7,8,1],["aé","<ALPHANUM>",9,11,1]],[["s","<ALPHANUM>",7,8,2],["aé","<ALPHANUM>",9,11,1]],0],
  ["é 3²²한๑9sa3²a",[["é","<ALPHANUM>",0,1,1],["3","<ALPHANUM>",2,3,1],["한๑9sa3","<ALPHANUM>",5,11,1],["a","<ALPHANUM>",12,13,1]],[["é","<ALPHANUM>",0,1,1],["3","<ALPHANUM>",2,3,1],["a","<ALPHANUM>",12,13,2]],0],
  ["a๑.",[["a๑","<ALPHANUM>",0,2,1]],[["a๑","<ALPHANUM>",0,2,1]],0],
  ["๑",[["๑","<ALPHANUM>",0,1,1]],[["๑","<ALPHANUM>",0,1,1]],0],
  ["_9.한๑",[["9.한๑","<HOST>",1,5,1]],[],1],
  ["a3  s _๑9 _",[["a3","<ALPHANUM>",0,2,1],["s","<ALPHANUM>",4,5,1],["๑9","<ALPHANUM>",7,9,1]],[["a3","<ALPHANUM>",0,2,1],["s","<ALPHANUM>",4,5,1],["๑9","<ALPHANUM>",7,9,1]],0],
  ["3",[["3","<ALPHANUM>",0,1,1]],[["3","<ALPHANUM>",0,1,1]],0],
  ["é ²",[["é","<ALPHANUM>",0,1,1]],[["é","<ALPHANUM>",0,1,1]],0],
  ["한...한s.a๑",[["한","<ALPHANUM>",0,1,1],["한s.a๑","<HOST>",4,9,1]],[["한","<ALPHANUM>",0,1,1]],1],
  ["3a933.๑한²9939 ",[["3a933.๑한","<HOST>",0,8,1],["9939","<ALPHANUM>",9,13,1]],[],2],
  [".3.é²한a한9한 _9",[["3.é","<HOST>",1,4,1],["한a한9한","<ALPHANUM>",5,10,1],["9","<ALPHANUM>",12,13,1]],[["3.é","<HOST>",1,4,1],["9","<ALPHANUM>",12,13,2]],0],
  ["한a๑a한",[["한a๑a한","<ALPHANUM>",0,5,1]],[],1],
  ["๑",[["๑","<ALPHANUM>",0,1,1]],[["๑","<ALPHANUM>",0,1,1]],0],
  ["한é_",[["한é","<ALPHANUM>",0,2,1]],[["한é","<ALPHANUM>",0,2,1]],0],
  ["9²9..9 ๑é_3",[["9","<ALPHANUM>",0,1,1],["9","<ALPHANUM>",2,3,1],["9","<ALPHANUM>",5,6,1],["๑é_3","<NUM>",7,11,1]],[["9","<ALPHANUM>",0,1,1],["9","<ALPHANUM>",2,3,1],["9","<ALPHANUM>",5,6,1]],1],
  ["²3a.9.9๑a ๑",[["3a.9.9๑a","<HOST>",1,9,1],["๑","<ALPHANUM>",10,11,1]],[["๑","<ALPHANUM>",10,11,2]],0],
  ["s3๑",[["s3๑","<ALPHANUM>",0,3,1]],[["s3๑","<ALPHANUM>",0,3,1]],0],
  ["saa²๑²_",[["saa","<ALPHANUM>",0,3,1],["๑","<ALPHANUM>",4,5,1]],[["saa","<ALPHANUM>",0,3,1],["๑","<ALPHANUM>",4,5,1]],0],
  ["é",[["é","<ALPHANUM>",0,1,1]],[["é","<ALPHANUM>",0,1,1]],0],
  ["3한sas\taaé",[["3한sas","<ALPHANUM>",0,5,1],["aaé","<ALPHANUM>",6,9,1]],[["aaé","<ALPHANUM>",6,9,2]],0],
  ["a.3s9.éés한 ๑é",[["a.3s9.éés한","<HOST>",0,10,1],["๑é","<ALPHANUM>",11,13,1]],[["๑é","<ALPHANUM>",11,13,2]],0],
  ["๑๑ss_.é. ².é.",[["๑๑ss","<ALPHANUM>",0,4,1],["é","<ALPHANUM>",6,7,1],["é","<ALPHANUM>",11,12,1]],[["é","<ALPHANUM>",6,7,2],["é","<ALPHANUM>",11,12,1]],0],
  ["๑a.9_9a3a",[["๑a.9_9a3a","<NUM>",0,9,1]],[],1],
  ["é3s_é",[["é3s_é","<NUM>",0,5,1]],[],1],
  ["a9é93๑.sa a.²",[["a9é93๑.sa","<HOST>",0,9,1],["a","<ALPHANUM>",10,11,1]],[["a","<ALPHANUM>",10,11,2]],0],
  ["²๑_",[["๑","<ALPHANUM>",1,2,1]],[["๑","<ALPHANUM>",1,2,1]],0],
  ["s๑aa_๑9aé",[["s๑aa_๑9aé","<NUM>",0,9,1]],[],1],
  ["²sa한 ",[["sa한","<ALPHANUM>",1,4,1]],[["sa한","<ALPHANUM>",1,4,1]],0],
  ["한²3.é๑a._한๑ ²",[["한","<ALPHANUM>",0,1,1],["3.é๑a","<HOST>",2,8,1],["한๑","<ALPHANUM>",9,11,1]],[["한","<ALPHANUM>",0,1,1],["한๑","<ALPHANUM>",9,11,2]],0],
  ["_",[],[],0],
  ["é๑한..éa한a",[["é๑한","<ALPHANUM>",0,3,1],["éa한a","<ALPHANUM>",5,9,1]],[["é๑한","<ALPHANUM>",0,3,1]],1],
  ["a๑é_9²๑9๑",[["a๑é_9","<NUM>",0,5,1],["๑9๑","<ALPHANUM>",6,9,1]],[["๑9๑","<ALPHANUM>",6,9,2]],0],
  ["é_.",[["é","<ALPHANUM>",0,1,1]],[["é","<ALPHANUM>",0,1,1]],0],
  ["๑² 3²",[["๑","<ALPHANUM>",0,1,1],["3","<ALPHANUM>",3,4,1]],[["๑","<ALPHANUM>",0,1,1],["3","<ALPHANUM>",3,4,1]],0],
  ["²한é๑é.ééé",[["한é๑é.ééé","<HOST>",1,9,1]],[],1],
  ["ss ",[["ss","<ALPHANUM>",0,2,1]],[["ss","<ALPHANUM>",0,2,1]],0],
  ["²한.9_é ²a๑²a²",[["한.9_é","<NUM>",1,6,1],["a๑","<ALPHANUM>",8,10,1],["a","<ALPHANUM>",11,12,1]],[["a๑","<ALPHANUM>",8,10,2],["a","<ALPHANUM>",11,12,1]],0],
  ["339s_333 ๑_²9",[["339s_333","<NUM>",0,8,1],["๑","<ALPHANUM>",9,10,1],["9","<ALPHANUM>",12,13,1]],[["๑","<ALPHANUM>",9,10,2],["9","<ALPHANUM>",12,13,1]],0],
  ["ss ๑..²",[["ss","<ALPHANUM>",0,2,1],["๑","<ALPHANUM>",3,4,1]],[["ss","<ALPHANUM>",0,2,1],["๑","<ALPHANUM>",3,4,1]],0],
  ["9๑๑.9²_²3é.",[["9๑๑.9","<HOST>",0,5,1],["3é","<ALPHANUM>",8,10,1]],[["3é","<ALPHANUM>",8,10,2]],0],
  ["한",[["한","<ALPHANUM>",0,1,1]],[["한","<ALPHANUM>",0,1,1]],0],
  ["๑๑3",[["๑๑3","<ALPHANUM>",0,3,1]],[["๑๑3","<ALPHANUM>",0,3,1]],0],
  ["²²s.a..๑3ééa๑",[["s.a.","<ACRONYM>",2,6,1],["๑3ééa๑","<ALPHANUM>",7,13,1]],[],2],
  ["๑33_s3é",[["๑33_s3é","<NUM>",0,7,1]],[],1],
  ["²sa한é²é_9",[["sa한é","<ALPHANUM>",1,5,1],["é_9","<NUM>",6,9,1]],[["é_9","<NUM>",6,9,2]],0],
  [" a² a_ a๑한๑é9",[["a","<ALPHANUM>",1,2,1],["a","<ALPHANUM>",4,5,1],["a๑한๑é9","<ALPHANUM>",7,13,1]],[["a","<ALPHANUM>",1,2,1],["a","<ALPHANUM>",4,5,1]],1],
  ["한ééé²",[["한ééé","<ALPHANUM>",0,4,1]],[],1],
  ["_",[],[],0],
  ["s",[["s","<ALPHANUM>",0,1,1]],[["s","<ALPHANUM>",0,1,1]],0],
  ["és한.๑.9",[["és한.๑.9","<HOST>",0,7,1]],[],1],
  ["és 9_s๑한9",[["és","<ALPHANUM>",0,2,1],["9_s๑한9","<NUM>",3,9,1]],[["és","<ALPHANUM>",0,2,1]],1],
  ["9 ² ๑",[["9","<ALPHANUM>",0,1,1],["๑","<ALPHANUM>",4,5,1]],[["9","<ALPHANUM>",0,1,1],["๑","<ALPHANUM>",4,5,1]],0],
  ["๑한²_é",[["๑한","<ALPHANUM>",0,2,1],["é","<ALPHANUM>",4,5,1]],[["๑한","<ALPHANUM>",0,2,1],["é","<ALPHANUM>",4,5,1]],0],
  ["๑s3",[["๑s3","<ALPHANUM>",0,3,1]],[["๑s3","<ALPHANUM>",0,3,1]],0],
  ["9s한",[["9s한","<ALPHANUM>",0,3,1]],[["9s한","<ALPHANUM>",0,3,1]],0],
  [".",[],[],0],
  ["²_s_.²s",[["s","<ALPHANUM>",2,3,1],["s","<ALPHANUM>",6,7,1]],[["s","<ALPHANUM>",2,3,1],["s","<ALPHANUM>",6,7,1]],0],
  ["9.²...9a_.๑",[["9","<ALPHANUM>",0,1,1],["9a","<ALPHANUM>",6,8,1],["๑","<ALPHANUM>",10,11,1]],[["9","<ALPHANUM>",0,1,1],["9a","<ALPHANUM>",6,8,1],["๑","<ALPHANUM>",10,11,1]],0],
  ["3asés3 ",[["3asés3","<ALPHANUM>",0,6,1]],[],1],
  ["aé3s_3²한_.한9s",[["aé3s_3","<NUM>",0,6,1],["한","<ALPHANUM>",7,8,1],["한9s","<ALPHANUM>",10,13,1]],[["한","<ALPHANUM>",7,8,2],["한9s","<ALPHANUM>",10,13,1]],0],
  [".",[],[],0],
  ["_",[],[],0],
  ["²²² 9_s_한",[["9_s","<NUM>",4,7,1],["한","<ALPHANUM>",8,9,1]],[["9_s","<NUM>",4,7,1],["한","<ALPHANUM>",8,9,1]],0],
  ["3_s9s9²s.한_ 9",[["3_s9s9","<NUM>",0,6,1],["s.한","<HOST>",7,10,1],["9","<ALPHANUM>",12,13,1]],[["s.한","<HOST>",7,10,2],["9","<ALPHANUM>",12,13,1]],0],
  ["๑.²a3",[["๑","<ALPHANUM>",0,1,1],["a3","<ALPHANUM>",3,5,1]],[["๑","<ALPHANUM>",0,1,1],["a3","<ALPHANUM>",3,5,1]],0],
  ["๑²a9a²é",[["๑","<ALPHANUM>",0,1,1],["a9a","<ALPHANUM>",2,5,1],["é","<ALPHANUM>",6,7,1]],[["๑","<ALPHANUM>",0,1,1],["a9a","<ALPHANUM>",2,5,1],["é","<ALPHANUM>",6,7,1]],0],
  ["3s_ .é한",[["3s","<ALPHANUM>",0,2,1],["é한","<ALPHANUM>",5,7,1]],[["3s","<ALPHANUM>",0,2,1],["é한","<ALPHANUM>",5,7,1]],0],
  ["๑๑한한²",[["๑๑한한","<ALPHANUM>",0,4,1]],[],1],
  [".aééaé.",[["aééaé","<ALPHANUM>",1,6,1]],[],1],
  ["²3a3ééé_é²9",[["3a3ééé_é","<NUM>",1,9,1],["9","<ALPHANUM>",10,11,1]],[["9","<ALPHANUM>",10,11,2]],0],
  ["a",[["a","<ALPHANUM>",0,1,1]],[["a","<ALPHANUM>",0,1,1]],0],
  ["é.a๑한.²s_",[["é.a๑한","<HOST>",0,6,1],["s","<ALPHANUM>",7,8,1]],[["s","<ALPHANUM>",7,8,2]],0],
  ["9",[["9","<ALPHANUM>",0,1,1]],[["9","<ALPHANUM>",0,1,1]],0],
  ["한.9_3 ๑.한39",[["한.9_3","<NUM>",0,5,1],["๑.한39","<HOST>",6,11,1]],[],2],
  ["๑",[["๑","<ALPHANUM>",0,1,1]],[["๑","<ALPHANUM>",0,1,1]],0],
  ["한é²a9한a _9a3 ",[["한é","<ALPHANUM>",0,2,1],["a9한a","<ALPHANUM>",3,7,1],["9a3","<ALPHANUM>",9,12,1]],[["한é","<ALPHANUM>",0,2,1],["9a3","<ALPHANUM>",9,12,2]],0],
  ["한한3한๑a9_aé9",[["한한3한๑a9_aé9","<NUM>",0,11,1]],[],1],
  [" 3s_²",[["3s","<ALPHANUM>",1,3,1]],[["3s","<ALPHANUM>",1,3,1]],0],
  ["3²๑²a²9한๑²a",[["3","<ALPHANUM>",0,1,1],["๑","<ALPHANUM>",2,3,1],["a","<ALPHANUM>",4,5,1],["9한๑","<ALPHANUM>",6,9,1],["a","<ALPHANUM>",10,11,1]],[["3","<ALPHANUM>",0,1,1],["๑","<ALPHANUM>",2,3,1],["a","<ALPHANUM>",4,5,1],["9한๑","<ALPHANUM>",6,9,1],["a","<ALPHANUM>",10,11,1]],0],
  ["a_a²s² 한s",[["a","<ALPHANUM>",0,1,1],["a","<ALPHANUM>",2,3,1],["s","<ALPHANUM>",4,5,1],["한s","<ALPHANUM>",7,9,1]],[["a","<ALPHANUM>",0,1,1],["a","<ALPHANUM>",2,3,1],["s","<ALPHANUM>",4,5,1],["한s","<ALPHANUM>",7,9,1]],0],
  ["éé 9๑.é. 한3",[["éé","<ALPHANUM>",0,2,1],["9๑.é","<HOST>",3,8,1],["한3","<ALPHANUM>",9,11,1]],[["éé","<ALPHANUM>",0,2,1],["한3","<ALPHANUM>",9,11,2]],0],
  ["s한²9a  a๑",[["s한","<ALPHANUM>",0,2,1],["9a","<ALPHANUM>",3,5,1],["a๑","<ALPHANUM>",7,9,1]],[["s한","<ALPHANUM>",0,2,1],["9a","<ALPHANUM>",3,5,1],["a๑","<ALPHANUM>",7,9,1]],0],
  ["3_ ๑9s.._",[["3","<ALPHANUM>",0,1,1],["๑9s","<ALPHANUM>",3,6,1]],[["3","<ALPHANUM>",0,1,1],["๑9s","<ALPHANUM>",3,6,1]],0],
  ["._3s3๑ _393한3",[["3s3๑","<ALPHANUM>",2,6,1],["393한3","<ALPHANUM>",8,13,1]],[],2],
  ["9 ..한๑.๑3",[["9","<ALPHANUM>",0,1,1],["한๑.๑3","<HOST>",4,9,1]],[["9","<ALPHANUM>",0,1,1]],1],
  ["๑_²² 9 ",[["๑","<ALPHANUM>",0,1,1],["9","<ALPHANUM>",5,6,1]],[["๑","<ALPHANUM>",0,1,1],["9","<ALPHANUM>",5,6,1]],0],
  ["한_s.3a ²a .3.",[["한","<ALPHANUM>",0,1,1],["s.3a","<HOST>",2,6,1],["a","<ALPHANUM>",8,9,1],["3","<ALPHANUM>",11,12,1]],[["한","<ALPHANUM>",0,1,1],["a","<ALPHANUM>",8,9,2],["3","<ALPHANUM>",11,12,1]],0],
  ["9",[["9","<ALPHANUM>",0,1,1]],[["9","<ALPHANUM>",0,1,1]],0],
  ["한3๑²한",[["한3๑","<ALPHANUM>",0,3,1],["한","<ALPHANUM>",4,5,1]],[["한3๑","<ALPHANUM>",0,3,1],["한","<ALPHANUM>",4,5,1]],0],
  ["²a3aé",[["a3aé","<ALPHANUM>",1,5,1]],[],1],
  [" ",[],[],0],
  [".3한²a99s _s_3",[["3한","<ALPHANUM>",1,3,1],["a99s","<ALPHANUM>",4,8,1],["s_3","<NUM>",10,13,1]],[["3한","<ALPHANUM>",1,3,1],["s_3","<NUM>",10,13,2]],0],
  [".",[],[],0],
  ["a한3๑๑é²__한é",[["a한3๑๑é","<ALPHANUM>",0,6,1],["한é","<ALPHANUM>",9,11,1]],[["한é","<ALPHANUM>",9,11,2]],0],
  ["๑3한",[["๑3한","<ALPHANUM>",0,3,1]],[["๑3한","<ALPHANUM>",0,3,1]],0],
  [".².s 3_",[["s","<ALPHANUM>",3,4,1],["3","<ALPHANUM>",5,6,1]],[["s","<ALPHANUM>",3,4,1],["3","<ALPHANUM>",5,6,1]],0],
  ["_",[],[],0],
  ["é9éass²ésé.",[["é9éass","<ALPHANUM>",0,6,1],["ésé","<ALPHANUM>",7,10,1]],[["ésé","<ALPHANUM>",7,10,2]],0],
  ["3²_33",[["3","<ALPHANUM>",0,1,1],["33","<ALPHANUM>",3,5,1]],[["3","<ALPHANUM>",0,1,1],["33","<ALPHANUM>",3,5,1]],0],
  ["한 _.한é9s한sa",[["한","<ALPHANUM>",0,1,1],["한é9s한sa","<ALPHANUM>",4,11,1]],[["한","<ALPHANUM>",0,1,1]],1],
  ["é²é3é3éa39sé.",[["é","<ALPHANUM>",0,1,1],["é3é3éa39sé","<ALPHANUM>",2,12,1]],[["é","<ALPHANUM>",0,1,1]],1],
  ["a한²_a๑9๑és_",[["a한","<ALPHANUM>",0,2,1],["a๑9๑és","<ALPHANUM>",4,10,1]],[["a한","<ALPHANUM>",0,2,1]],1],
  ["한9a é_.²s",[["한9a","<ALPHANUM>",0,3,1],["é","<ALPHANUM>",4,5,1],["s","<ALPHANUM>",8,9,1]],[["한9a","<ALPHANUM>",0,3,1],["é","<ALPHANUM>",4,5,1],["s","<ALPHANUM>",8,9,1]],0],
  ["²9a9_²9한๑",[["9a9","<ALPHANUM>",1,4,1],["9한๑","<ALPHANUM>",6,9,1]],[["9a9","<ALPHANUM>",1,4,1],["9한๑","<ALPHANUM>",6,9,1]],0],
  [" _한as_a",[["한as","<ALPHANUM>",2,5,1],["a","<ALPHANUM>",6,7,1]],[["한as","<ALPHANUM>",2,5,1],["a","<ALPHANUM>",6,7,1]],0],
  ["a",[["a","<ALPHANUM>",0,1,1]],[["a","<ALPHANUM>",0,1,1]],0],
  ["99 é é².한éé_²",[["99","<ALPHANUM>",0,2,1],["é","<ALPHANUM>",3,4,1],["é","<ALPHANUM>",5,6,1],["한éé","<ALPHANUM>",8,11,1]],[["99","<ALPHANUM>",0,2,1],["é","<ALPHANUM>",3,4,1],["é","<ALPHANUM>",5,6,1],["한éé","<ALPHANUM>",8,11,1]],0],
  ["_aé",[["aé","<ALPHANUM>",1,3,1]],[["aé","<ALPHANUM>",1,3,1]],0],
  ["s๑ _ 한 a3s ",[["s๑","<ALPHANUM>",0,2,1],["한","<ALPHANUM>",5,6,1],["a3s","<ALPHANUM>",7,10,1]],[["s๑","<ALPHANUM>",0,2,1],["한","<ALPHANUM>",5,6,1],["a3s","<ALPHANUM>",7,10,1]],0],
  ["한..s²é_",[["한","<ALPHANUM>",0,1,1],["s","<ALPHANUM>",3,4,1],["é","<ALPHANUM>",5,6,1]],[["한","<ALPHANUM>",0,1,1],["s","<ALPHANUM>",3,4,1],["é","<ALPHANUM>",5,6,1]],0],
  ["é3_é.s한한๑9_",[["é3_é.s한한๑9","<NUM>",0,10,1]],[],1],
  ["é",[["é","<ALPHANUM>",0,1,1]],[["é","<ALPHANUM>",0,1,1]],0],
  ["3s한..한한²a",[["3s한","<ALPHANUM>",0,3,1],["한한","<ALPHANUM>",5,7,1],["a","<ALPHANUM>",8,9,1]],[["3s한","<ALPHANUM>",0,3,1],["한한","<ALPHANUM>",5,7,1],["a","<ALPHANUM>",8,9,1]],0],
  ["s",[["s","<ALPHANUM>",0,1,1]],[["s","<ALPHANUM>",0,1,1]],0],
  ["²²a_한99  ²_",[["a_한99","<NUM>",2,7,1]],[],1],
  ["..s๑  ๑ a3.",[["s๑","<ALPHANUM>",2,4,1],["๑","<ALPHANUM>",6,7,1],["a3","<ALPHANUM>",8,10,1]],[["s๑","<ALPHANUM>",2,4,1],["๑","<ALPHANUM>",6,7,1],["a3","<ALPHANUM>",8,10,1]],0],
  ["²3๑9한é²9 한 ๑a",[["3๑9한é","<ALPHANUM>",1,6,1],["9","<ALPHANUM>",7,8,1],["한","<ALPHANUM>",9,10,1],["๑a","<ALPHANUM>",11,13,1]],[["9","<ALPHANUM>",7,8,2],["한","<ALPHANUM>",9,10,1],["๑a","<ALPHANUM>",11,13,1]],0],
  ["3²s",[["3","<ALPHANUM>",0,1,1],["s","<ALPHANUM>",2,3,1]],[["3","<ALPHANUM>",0,1,1],["s","<ALPHANUM>",2,3,1]],0],
  [" _한sé²๑93_๑",[["한sé","<ALPHANUM>",2,5,1],["๑93_๑","<NUM>",6,11,1]],[["한sé","<ALPHANUM>",2,5,1]],1],
  ["3é3é.한한é 3a",[["3é3é.한한é","<HOST>",0,8,1],["3a","<ALPHANUM>",9,11,1]],[["3a","<ALPHANUM>",9,11,2]],0],
  ["3",[["3","<ALPHANUM>",0,1,1]],[["3","<ALPHANUM>",0,1,1]],0],
  ["9²é",[["9","<ALPHANUM>",0,1,1],["é","<ALPHANUM>",2,3,1]],[["9","<ALPHANUM>",0,1,1],["é","<ALPHANUM>",2,3,1]],0],
  ["๑",[["๑","<ALPHANUM>",0,1,1]],[["๑","<ALPHANUM>",0,1,1]],0],
  [" 한_s๑  .s한 ",[["한_s๑","<NUM>",1,5,1],["s한","<ALPHANUM>",8,10,1]],[["s한","<ALPHANUM>",8,10,2]],0],
  ["é",[["é","<ALPHANUM>",0,1,1]],[["é","<ALPHANUM>",0,1,1]],0],
  ["aa  ๑²s",[["aa","<ALPHANUM>",0,2,1],["๑","<ALPHANUM>",4,5,1],["s","<ALPHANUM>",6,7,1]],[["aa","<ALPHANUM>",0,2,1],["๑","<ALPHANUM>",4,5,1],["s","<ALPHANUM>",6,7,1]],0],
  ["3",[["3","<ALPHANUM>",0,1,1]],[["3","<ALPHANUM>",0,1,1]],0],
  ["9한_s๑",[["9한_s๑","<NUM>",0,5,1]],[],1],
  ["é.๑",[["é.๑","<HOST>",0,3,1]],[["é.๑","<HOST>",0,3,1]],0],
  ["a.a²๑_é a3한",[["a.a","<HOST>",0,3,1],["๑_é","<NUM>",4,7,1],["a3한","<ALPHANUM>",8,11,1]],[["a.a","<HOST>",0,3,1],["๑_é","<NUM>",4,7,1],["a3한","<ALPHANUM>",8,11,1]],0],
  ["a_한.a",[["a","<ALPHANUM>",0,1,1],["한.a","<HOST>",2,5,1]],[["a","<ALPHANUM>",0,1,1],["한.a","<HOST>",2,5,1]],0],
  [".99",[["99","<ALPHANUM>",1,3,1]],[["99","<ALPHANUM>",1,3,1]],0],
  ["é_한39²한๑3",[["é_한39","<NUM>",0,5,1],["한๑3","<ALPHANUM>",6,9,1]],[["한๑3","<ALPHANUM>",6,9,2]],0],
];

const run = (text: string, max?: number) => {
  const r = classicTokens(text, max);
  return { tokens: r.tokens.map((t) => [t.term, t.type, t.startOffset, t.endOffset, t.positionIncrement]), end: r.endPositionIncrement };
};

describe('classic tokenizer (Lucene 7.7 ClassicTokenizer)', () => {
  it('tokenizes as Lucene does: terms, types, offsets, increments', () => {
    for (const [text, tokens, withMax3, end3] of LUCENE) {
      expect({ text, ...run(text) }).toEqual({ text, tokens, end: 0 });
      expect({ text, ...run(text, 3) }).toEqual({ text, tokens: withMax3, end: end3 });
    }
  });

  it('types every kind of token of the grammar', () => {
    const types = run("O'Reilly's U.S.A. AT&T jane.doe@example.com www.example.com. 1,000 中 foo", 255).tokens.map((t) => t[1]);
    expect(types).toEqual(['<APOSTROPHE>', '<ACRONYM>', '<COMPANY>', '<EMAIL>', '<HOST>', '<NUM>', '<CJ>', '<ALPHANUM>']);
    // A host ending in a dot (ACRONYM_DEP) is a <HOST> without the dot, its offsets still covering it.
    expect(run('www.example.com.').tokens).toEqual([['www.example.com', '<HOST>', 0, 16, 1]]);
  });

  it('skips a token longer than max_token_length whole, keeping its position', () => {
    expect(run('abcdef ab', 3)).toEqual({ tokens: [['ab', '<ALPHANUM>', 7, 9, 2]], end: 0 });
    expect(run('ab abcdef', 3)).toEqual({ tokens: [['ab', '<ALPHANUM>', 0, 2, 1]], end: 1 });
  });
});

describe('classic filter (Lucene ClassicFilter)', () => {
  it("removes 's from apostrophe tokens and dots from acronyms, nothing else", () => {
    const tokens = classicTokens("O'Reilly's foo's U.S.A. ibm.com it's").tokens;
    expect(classicFilter(tokens, { endPositionIncrement: 0, finalOffset: 0 }).map((t) => t.term)).toEqual(["O'Reilly", 'foo', 'USA', 'ibm.com', 'it']);
  });
});
