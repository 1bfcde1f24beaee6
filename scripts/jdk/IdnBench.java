import java.net.IDN;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * The JDK side of `npm run bench:idn`: IDN.toASCII on the host names of bench/idn.mjs.
 *
 *   java IdnBench FILE   (one host name per line, UTF-8)
 *
 * Runs for about two seconds (-Dbench.warmupMillis=N to change it) to let the JIT compile it, then
 * times 15 passes over the names; prints the nanoseconds per name of the median pass.
 */
public final class IdnBench {
  private static volatile long sink;

  public static void main(String[] args) throws Exception {
    List<String> lines = Files.readAllLines(Path.of(args[0]), StandardCharsets.UTF_8);
    String[] names = lines.toArray(new String[0]);
    long warmEnd = System.nanoTime() + Long.getLong("bench.warmupMillis", 2000L) * 1_000_000L;
    while (System.nanoTime() < warmEnd) sink += pass(names);
    double[] samples = new double[15];
    for (int s = 0; s < samples.length; s++) {
      long start = System.nanoTime();
      sink += pass(names);
      samples[s] = (System.nanoTime() - start) / (double) names.length;
    }
    Arrays.sort(samples);
    System.out.println(samples[samples.length / 2]);
  }

  private static long pass(String[] names) {
    long acc = 0;
    for (String s : names) acc += IDN.toASCII(s).length();
    return acc;
  }
}
