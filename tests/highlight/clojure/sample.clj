;; sample.clj: Clojure
(ns site.posts
  (:require [clojure.string :as str]
            [clojure.java.io :as io])
  (:import (java.time LocalDate)))

(def ^:dynamic *base-url* "https://tvm.apache.org")

(defrecord Post [title date tags])

(defn slugify
  "Lower-case, dash-separated slug of a title."
  [s]
  (-> s str/lower-case (str/replace #"[^a-z0-9]+" "-") (str/replace #"^-|-$" "")))

(defn recent
  ([posts] (recent posts 10))
  ([posts n] (->> posts (sort-by :date #(compare %2 %1)) (take n))))

(defmulti render (fn [x] (type x)))
(defmethod render Post [{:keys [title date]}] (format "<h1>%s</h1><p>%s</p>" title date))

(defmacro with-timing [& body]
  `(let [t0# (System/nanoTime)
         r# (do ~@body)]
     (println "took" (/ (- (System/nanoTime) t0#) 1e6) "ms")
     r#))

(let [posts [(->Post "Hello, World" (LocalDate/of 2024 1 15) #{:intro})
             (map->Post {:title "Second" :date (LocalDate/parse "2024-02-01") :tags #{}})]
      by-tag (group-by (comp first :tags) posts)]
  (doseq [[i p] (map-indexed vector (recent posts))]
    (println (inc i) (:title p) (slugify (:title p))))
  (when-not (empty? by-tag)
    (println (keys by-tag) \a \newline 42 -1.5 0x1F 22/7 nil true false 'sym)))

(with-timing (reduce + (range 1000)))
(defn- private-fn [x] (if (and (pos? x) (not= x 3)) (* x x) (cond (zero? x) :zero :else :neg)))
(loop [i 0 acc []] (if (< i 3) (recur (inc i) (conj acc i)) acc))
(try (slurp (io/file "missing")) (catch Exception e (.getMessage e)) (finally (println "done")))
