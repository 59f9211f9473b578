/**
 * The seeded simulator as an Apache Spark job, for runs too big for one machine: the game
 * indices are cut into one shard per partition, each task plays its shard exactly as the
 * simulator would, and the shard reports merge into the very report that
 * {@code Simulator.run} gives for the same spec, games and seed, whatever the partitions.
 *
 * <p>Start with {@link dev.tabletop.spark.SparkSimulation#run} for the report, or
 * {@link dev.tabletop.spark.SparkSimulation#gameTable} for one row per game (as Parquet with the
 * command's {@code --table}); {@link dev.tabletop.spark.SparkSimulation#main} is the command line.
 * Spark itself is provided by the cluster; nothing else in tabletop depends on this module.
 */
package dev.tabletop.spark;
