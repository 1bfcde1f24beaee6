import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The JDK side of `npm run bench`: java.net.URI on the same workloads as the JavaScript libraries.
 *
 *   java UriBench DIR ID...   (DIR/ID.tsv: the operation on the first line, then one input per line,
 *                              arguments separated by tabs)
 *
 * Each workload runs for about two seconds (-Dbench.warmupMillis=N to change it) to let the JIT compile
 * it, then in timed passes over all of its inputs; it prints one line per workload: "ID<TAB>nanoseconds
 * per input (median pass)".
 */
public final class UriBench {
  private static volatile long sink;

  public static void main(String[] args) throws IOException {
    Path dir = Path.of(args[0]);
    for (int i = 1; i < args.length; i++) {
      List<String> lines = Files.readAllLines(dir.resolve(args[i] + ".tsv"), StandardCharsets.UTF_8);
      String op = lines.get(0);
      String[][] inputs = new String[lines.size() - 1][];
      for (int k = 1; k < lines.size(); k++) inputs[k - 1] = lines.get(k).split("\t", -1);
      System.out.println(args[i] + "\t" + measure(op, inputs));
    }
  }

  private static double measure(String op, String[][] inputs) {
    long warmEnd = System.nanoTime() + Long.getLong("bench.warmupMillis", 2000L) * 1_000_000L;
    while (System.nanoTime() < warmEnd) sink += pass(op, inputs);
    double[] samples = new double[15];
    for (int s = 0; s < samples.length; s++) {
      long start = System.nanoTime();
      sink += pass(op, inputs);
      samples[s] = (System.nanoTime() - start) / (double) inputs.length;
    }
    Arrays.sort(samples);
    return samples[samples.length / 2];
  }

  private static long pass(String op, String[][] inputs) {
    long acc = 0;
    for (String[] in : inputs) {
      try {
        acc += run(op, in);
      } catch (Exception e) {
        acc++;
      }
    }
    return acc;
  }

  private static long len(String s) {
    return s == null ? 0 : s.length();
  }

  private static long run(String op, String[] in) throws Exception {
    switch (op) {
      case "parse":
        return len(new URI(in[0]).getRawPath());
      case "toString":
        return new URI(in[0]).toString().length();
      case "getters": {
        URI u = new URI(in[0]);
        return len(u.getScheme()) + len(u.getRawSchemeSpecificPart()) + len(u.getSchemeSpecificPart())
            + len(u.getRawAuthority()) + len(u.getAuthority()) + len(u.getRawUserInfo()) + len(u.getUserInfo())
            + len(u.getHost()) + u.getPort() + len(u.getRawPath()) + len(u.getPath()) + len(u.getRawQuery())
            + len(u.getQuery()) + len(u.getRawFragment()) + len(u.getFragment());
      }
      case "resolve":
        return new URI(in[0]).resolve(in[1]).toString().length();
      case "relativize":
        return new URI(in[0]).relativize(new URI(in[1])).toString().length();
      case "normalize":
        return new URI(in[0]).normalize().toString().length();
      case "equalsHash": {
        URI x = new URI(in[0]);
        URI y = new URI(in[1]);
        return x.equals(y) && x.hashCode() == y.hashCode() ? 1 : 0;
      }
      default:
        throw new IllegalArgumentException("unknown operation " + op);
    }
  }
}
