import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * The JDK side of `npm run bench:inet`: InetAddress.ofLiteral on the literals of bench/inet.mjs.
 *
 *   java InetBench FILE   (one literal per line)
 *
 * Runs for about two seconds (-Dbench.warmupMillis=N to change it) to let the JIT compile it, then
 * times 15 passes over the literals; prints the nanoseconds per literal of the median pass. Each
 * literal is read and hashed (`ofLiteral(s).hashCode()`), as the JavaScript side does. Needs JDK 22+.
 */
public final class InetBench {
  private static volatile long sink;

  public static void main(String[] args) throws Exception {
    List<String> lines = Files.readAllLines(Path.of(args[0]), StandardCharsets.UTF_8);
    String[] literals = lines.toArray(new String[0]);
    long warmEnd = System.nanoTime() + Long.getLong("bench.warmupMillis", 2000L) * 1_000_000L;
    while (System.nanoTime() < warmEnd) sink += pass(literals);
    double[] samples = new double[15];
    for (int s = 0; s < samples.length; s++) {
      long start = System.nanoTime();
      sink += pass(literals);
      samples[s] = (System.nanoTime() - start) / (double) literals.length;
    }
    Arrays.sort(samples);
    System.out.println(samples[samples.length / 2]);
  }

  private static long pass(String[] literals) {
    long acc = 0;
    for (String s : literals) acc += InetAddress.ofLiteral(s).hashCode();
    return acc;
  }
}
