// The bench's Lucene peer (`npm run bench`, bench/lucene-peer.ts): Lucene itself on the bench's corpus and
// queries, in its own JVM. Reads one input file (see bench/lucene-peer.ts for its lines), indexes the corpus in
// memory with Elasticsearch's standard analyzer (standard tokenizer, lowercase, no stop words) and BM25's
// defaults, then runs each scenario's warm-up queries and its timed queries as Elasticsearch 6.8 builds them
// (its match and match_phrase queries are Lucene's QueryBuilder; its rescore is Lucene's QueryRescorer),
// top 10 with exact totals, ids read from stored fields. Prints one JSON object on stdout: per scenario, each
// timed query's time (System.nanoTime, query built, run and ids fetched) and its top-10 ids.
import java.io.BufferedReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.NoMergePolicy;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.QueryRescorer;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.TopDocs;
import org.apache.lucene.search.TopScoreDocCollector;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.util.QueryBuilder;
import org.apache.lucene.util.Version;

public final class LuceneRunner {
  private static final int TOP = 10;
  private static final int RESCORE_WINDOW = 100;
  private static final long WARMUP_NANOS = 5_000_000_000L;
  private static final Set<String> ID_ONLY = Collections.singleton("id");

  private static final class Scenario {
    final List<String> warm = new ArrayList<>();
    final List<String> timed = new ArrayList<>();
  }

  private final IndexSearcher searcher;
  private final QueryBuilder builder;

  private LuceneRunner(IndexSearcher searcher, Analyzer analyzer) {
    this.searcher = searcher;
    this.builder = new QueryBuilder(analyzer);
  }

  /** Top `n` of `query` with every hit counted (no early termination), as Elasticsearch 6.8 counts them. */
  private TopDocs top(Query query, int n) throws Exception {
    TopScoreDocCollector collector = TopScoreDocCollector.create(n, Integer.MAX_VALUE);
    searcher.search(query, collector);
    return collector.topDocs();
  }

  /** One query of a scenario: its top 10's ids. */
  private List<String> run(String scenario, String text) throws Exception {
    TopDocs hits;
    switch (scenario) {
      case "or":
      case "and": {
        Query q = builder.createBooleanQuery("body", text, scenario.equals("or") ? BooleanClause.Occur.SHOULD : BooleanClause.Occur.MUST);
        hits = q == null ? null : top(q, TOP);
        break;
      }
      case "phrase0":
      case "phrase2": {
        Query q = builder.createPhraseQuery("body", text, scenario.equals("phrase0") ? 0 : 2);
        hits = q == null ? null : top(q, TOP);
        break;
      }
      case "rescore": {
        // Elasticsearch's rescore: the first pass's top `window`, each plus the phrase's score where it
        // matches (query_weight and rescore_query_weight 1, score_mode total), best 10 of the window.
        Query q = builder.createBooleanQuery("body", text, BooleanClause.Occur.SHOULD);
        if (q == null) {
          hits = null;
          break;
        }
        TopDocs first = top(q, RESCORE_WINDOW);
        Query phrase = builder.createPhraseQuery("body", text, 2);
        hits = phrase == null ? first : QueryRescorer.rescore(searcher, first, phrase, 1.0, TOP);
        break;
      }
      default:
        throw new IllegalArgumentException("unknown scenario " + scenario);
    }
    List<String> ids = new ArrayList<>(TOP);
    if (hits == null) return ids;
    ScoreDoc[] docs = hits.scoreDocs;
    for (int i = 0; i < docs.length && i < TOP; i++) ids.add(searcher.doc(docs[i].doc, ID_ONLY).get("id"));
    return ids;
  }

  private static void appendString(StringBuilder out, String s) {
    out.append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '"' || c == '\\') out.append('\\').append(c);
      else if (c < 0x20) out.append(String.format("\\u%04x", (int) c));
      else out.append(c);
    }
    out.append('"');
  }

  public static void main(String[] args) throws Exception {
    List<String[]> docs = new ArrayList<>();
    Map<String, Scenario> scenarios = new LinkedHashMap<>();
    try (BufferedReader in = Files.newBufferedReader(Paths.get(args[0]), StandardCharsets.UTF_8)) {
      for (String line; (line = in.readLine()) != null; ) {
        String[] f = line.split("\t", -1);
        if (f[0].equals("D")) docs.add(new String[] {f[1], f[2], f[3]});
        else if (f[0].equals("Q")) {
          Scenario s = scenarios.computeIfAbsent(f[1], k -> new Scenario());
          (f[2].equals("warm") ? s.warm : s.timed).add(f[3]);
        }
      }
    }

    // Elasticsearch's standard analyzer: standard tokenizer (max token length 255), lowercase, no stop words.
    Analyzer analyzer = new StandardAnalyzer(CharArraySet.EMPTY_SET);
    ByteBuffersDirectory dir = new ByteBuffersDirectory();
    long buildStart = System.nanoTime();
    // One segment, in the corpus' order (ties between equal scores go to the lower doc id, as in Searchpad).
    IndexWriterConfig config = new IndexWriterConfig(analyzer).setRAMBufferSizeMB(1024).setMergePolicy(NoMergePolicy.INSTANCE);
    try (IndexWriter writer = new IndexWriter(dir, config)) {
      Document doc = new Document();
      StringField id = new StringField("id", "", Field.Store.YES);
      TextField title = new TextField("title", "", Field.Store.NO);
      TextField body = new TextField("body", "", Field.Store.NO);
      doc.add(id);
      doc.add(title);
      doc.add(body);
      for (String[] d : docs) {
        id.setStringValue(d[0]);
        title.setStringValue(d[1]);
        body.setStringValue(d[2]);
        writer.addDocument(doc);
      }
      writer.commit();
    }
    DirectoryReader reader = DirectoryReader.open(dir);
    double buildMs = (System.nanoTime() - buildStart) / 1e6;
    System.gc();
    Runtime rt = Runtime.getRuntime();
    double heapMb = (rt.totalMemory() - rt.freeMemory()) / 1e6;

    // IndexSearcher's default similarity is BM25 (k1 1.2, b 0.75); no executor: one thread, as Searchpad.
    LuceneRunner runner = new LuceneRunner(new IndexSearcher(reader), analyzer);
    StringBuilder out = new StringBuilder();
    out.append("{\"lucene\":");
    appendString(out, Version.LATEST.toString());
    out.append(",\"java\":");
    appendString(out, System.getProperty("java.version"));
    out.append(",\"docs\":").append(docs.size());
    out.append(",\"segments\":").append(reader.leaves().size());
    out.append(",\"build_ms\":").append(String.format(Locale.ROOT, "%.1f", buildMs));
    out.append(",\"heap_mb\":").append(String.format(Locale.ROOT, "%.1f", heapMb));
    out.append(",\"scenarios\":[");
    boolean firstScenario = true;
    for (Map.Entry<String, Scenario> e : scenarios.entrySet()) {
      String name = e.getKey();
      Scenario s = e.getValue();
      // Warm-up on other queries of the same kind (the JIT compiles the paths the timed ones take): passes over
      // them for 5 s (at least one whole pass, at most 20).
      long warmStart = System.nanoTime();
      for (int pass = 0; pass < 20 && (pass == 0 || System.nanoTime() - warmStart < WARMUP_NANOS); pass++) {
        for (String q : s.warm) runner.run(name, q);
      }
      long[] times = new long[s.timed.size()];
      List<List<String>> answers = new ArrayList<>(s.timed.size());
      for (int i = 0; i < times.length; i++) {
        long t = System.nanoTime();
        List<String> ids = runner.run(name, s.timed.get(i));
        times[i] = System.nanoTime() - t;
        answers.add(ids);
      }
      if (!firstScenario) out.append(',');
      firstScenario = false;
      out.append("{\"scenario\":");
      appendString(out, name);
      out.append(",\"times_us\":[");
      for (int i = 0; i < times.length; i++) {
        if (i > 0) out.append(',');
        out.append(String.format(Locale.ROOT, "%.1f", times[i] / 1000.0));
      }
      out.append("],\"ids\":[");
      for (int i = 0; i < answers.size(); i++) {
        if (i > 0) out.append(',');
        out.append('[');
        List<String> ids = answers.get(i);
        for (int j = 0; j < ids.size(); j++) {
          if (j > 0) out.append(',');
          appendString(out, ids.get(j));
        }
        out.append(']');
      }
      out.append("]}");
    }
    out.append("]}");
    System.out.println(out);
    reader.close();
  }
}
