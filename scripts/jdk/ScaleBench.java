import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

/**
 * The JDK side of the "at size" rows of `npm run bench:scaling` (bench/scaling.mjs): one operation on
 * a few inputs of megabytes each.
 *
 *   java ScaleBench OP FILE...   (each FILE one input, UTF-8, the whole file)
 *
 * Operations: urlDecode: URLDecoder.decode(input, UTF_8); toASCIIString: new URI(input).toASCIIString(),
 * the URI made once before the timing (it keeps no string form in ASCII, so each call encodes again).
 *
 * For each file: calls for about a second (at least three; -Dbench.warmupMillis=N to change it) to let
 * the JIT compile the code, then 9 timed calls; prints one line per file: "FILE<TAB>milliseconds per
 * call (median)".
 */
public final class ScaleBench {
  private static volatile long sink;

  /** One call of the operation on the prepared input. */
  private interface Call {
    long run() throws Exception;
  }

  public static void main(String[] args) throws Exception {
    String op = args[0];
    for (int i = 1; i < args.length; i++) {
      String input = Files.readString(Path.of(args[i]), StandardCharsets.UTF_8);
      System.out.println(args[i] + "\t" + measure(call(op, input)));
    }
  }

  private static Call call(String op, String input) throws Exception {
    switch (op) {
      case "urlDecode":
        return () -> URLDecoder.decode(input, StandardCharsets.UTF_8).length();
      case "toASCIIString": {
        URI uri = new URI(input);
        return () -> uri.toASCIIString().length();
      }
      default:
        throw new IllegalArgumentException("unknown operation " + op);
    }
  }

  private static double measure(Call call) throws Exception {
    long warmEnd = System.nanoTime() + Long.getLong("bench.warmupMillis", 1000L) * 1_000_000L;
    for (int k = 0; k < 3 || System.nanoTime() < warmEnd; k++) sink += call.run();
    double[] samples = new double[9];
    for (int s = 0; s < samples.length; s++) {
      long start = System.nanoTime();
      sink += call.run();
      samples[s] = (System.nanoTime() - start) / 1e6;
    }
    Arrays.sort(samples);
    return samples[samples.length / 2];
  }
}
