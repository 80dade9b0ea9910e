/**
 * The bill check's verdict, issue 27: like with like, in the bill's own dollars, against the benchmark
 * for who paid, named in a sentence; where the hospital stands among the others near it; what the
 * letter may quote; and the price-file estimate rules. Pure rules, no database.
 */
export * from './dollars';
export * from './commercial-ratios';
export * from './benchmarks';
export * from './rank';
export * from './verdict';
export * from './letter-comparisons';
export * from './price-file-rules';
export * from './payer';
export * from './ownership';
