/*
 * hotlint_std.h — a small stand-in for the parts of the C++ standard library that benchmark
 * host code uses (owner: cufe.c).
 *
 * Why: libstdc++'s <iostream>, <vector>, <chrono>, <cmath> and <algorithm> cost clang 30 times
 * more than the benchmark file itself; a linter only needs the names to resolve with the right
 * qualified names (`std::cout`, `std::vector`, `std::chrono::steady_clock::now`). cufe.c puts
 * this folder in front of libstdc++ for its first parse; when a file needs something missing
 * here (clang reports an error that mentions `std` or points into this folder) cufe.c parses the
 * file again with the real library. Declarations only: nothing here is ever compiled.
 */
#ifndef HOTLINT_STD_H
#define HOTLINT_STD_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <ctype.h>
#include <initializer_list>

#ifdef __CUDA__
#define HLS_HD __attribute__((host)) __attribute__((device))
#else
#define HLS_HD
#endif

extern "C" {
#define HLS_M1(n) float n##f(float) noexcept(true); double n(double) noexcept(true); long double n##l(long double) noexcept(true);
#define HLS_M2(n) float n##f(float, float) noexcept(true); double n(double, double) noexcept(true); long double n##l(long double, long double) noexcept(true);
#define HLS_MATH(M1, M2) \
    M1(acos) M1(asin) M1(atan) M1(ceil) M1(cos) M1(cosh) M1(exp) M1(fabs) M1(floor) M1(log) M1(log10) M1(sin) M1(sinh) \
    M1(sqrt) M1(tan) M1(tanh) M1(acosh) M1(asinh) M1(atanh) M1(cbrt) M1(erf) M1(erfc) M1(exp2) M1(expm1) M1(lgamma) \
    M1(log1p) M1(log2) M1(logb) M1(nearbyint) M1(rint) M1(round) M1(tgamma) M1(trunc) \
    M2(atan2) M2(fmod) M2(pow) M2(copysign) M2(fdim) M2(fmax) M2(fmin) M2(hypot) M2(nextafter) M2(remainder)
HLS_MATH(HLS_M1, HLS_M2)
float fmaf(float, float, float) noexcept(true);
double fma(double, double, double) noexcept(true);
double frexp(double, int *) noexcept(true);
double ldexp(double, int) noexcept(true);
double modf(double, double *) noexcept(true);
long lround(double) noexcept(true);
long lrint(double) noexcept(true);
long long llround(double) noexcept(true);
double nan(const char *) noexcept(true);
}
#ifndef INFINITY
#define INFINITY (__builtin_inff())
#endif
#ifndef NAN
#define NAN (__builtin_nanf(""))
#endif
#ifndef HUGE_VAL
#define HUGE_VAL (__builtin_huge_val())
#endif
#ifndef M_PI
#define M_PI 3.14159265358979323846
#endif
#ifndef FP_NAN   /* fpclassify's results, glibc's values */
#define FP_NAN 0
#define FP_INFINITE 1
#define FP_ZERO 2
#define FP_SUBNORMAL 3
#define FP_NORMAL 4
#endif
#ifndef M_E
#define M_E 2.7182818284590452354
#endif

namespace std {
typedef ::size_t size_t;
typedef ::ptrdiff_t ptrdiff_t;
typedef decltype(nullptr) nullptr_t;
using ::int8_t; using ::int16_t; using ::int32_t; using ::int64_t;
using ::uint8_t; using ::uint16_t; using ::uint32_t; using ::uint64_t;
using ::intptr_t; using ::uintptr_t;
using ::FILE; using ::printf; using ::fprintf; using ::sprintf; using ::snprintf; using ::puts; using ::fopen; using ::fclose;
using ::fwrite; using ::fread; using ::fflush; using ::fputs; using ::fgets; using ::perror; using ::remove;
using ::malloc; using ::calloc; using ::realloc; using ::free; using ::exit; using ::abort; using ::atoi; using ::atof;
using ::atol; using ::strtol; using ::strtod; using ::strtof; using ::getenv; using ::rand; using ::srand; using ::qsort;
using ::memcpy; using ::memset; using ::memcmp; using ::memmove; using ::strlen; using ::strcmp; using ::strncmp;
using ::strcpy; using ::strncpy; using ::strcat; using ::strchr; using ::strstr; using ::strerror;
using ::time; using ::clock; using ::clock_t; using ::time_t;
using ::sscanf; using ::fscanf; using ::scanf; using ::vsnprintf; using ::vfprintf; using ::fseek; using ::ftell; using ::rewind;
using ::fputc; using ::fgetc; using ::putchar; using ::getchar; using ::feof; using ::ferror; using ::rename; using ::tmpfile;
using ::strtoul; using ::strtoll; using ::strtoull; using ::atoll; using ::labs; using ::llabs; using ::system; using ::atexit;
using ::strrchr; using ::strncat; using ::strspn; using ::strcspn; using ::strpbrk; using ::strtok; using ::memchr;
using ::difftime; using ::mktime; using ::localtime; using ::gmtime; using ::strftime; using ::tm;
typedef struct { int __count; union { unsigned __wch; char __wchb[4]; } __value; } mbstate_t;
using ::toupper; using ::tolower; using ::isdigit; using ::isalpha; using ::isalnum; using ::isspace; using ::isupper; using ::islower;
using ::isxdigit; using ::ispunct; using ::isprint;
#define HLS_UF1(n) using ::n##f;
#define HLS_UF2(n) using ::n##f;
HLS_MATH(HLS_UF1, HLS_UF2)   /* std::exp2f, std::sqrtf, ... */
#undef HLS_UF1
#undef HLS_UF2

/* ---- type traits and utilities ---- */
template <class T, T v> struct integral_constant { static constexpr T value = v; typedef T value_type; constexpr operator T() const { return v; } };
typedef integral_constant<bool, true> true_type;
typedef integral_constant<bool, false> false_type;
template <bool B> using bool_constant = integral_constant<bool, B>;
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { typedef T type; };
template <bool B, class T = void> using enable_if_t = typename enable_if<B, T>::type;
template <bool B, class T, class F> struct conditional { typedef T type; };
template <class T, class F> struct conditional<false, T, F> { typedef F type; };
template <bool B, class T, class F> using conditional_t = typename conditional<B, T, F>::type;
template <class T, class U> struct is_same : false_type {};
template <class T> struct is_same<T, T> : true_type {};
template <class T, class U> inline constexpr bool is_same_v = is_same<T, U>::value;
template <class T> struct remove_reference { typedef T type; };
template <class T> struct remove_reference<T &> { typedef T type; };
template <class T> struct remove_reference<T &&> { typedef T type; };
template <class T> using remove_reference_t = typename remove_reference<T>::type;
template <class T> struct remove_cv { typedef T type; };
template <class T> struct remove_cv<const T> { typedef T type; };
template <class T> struct remove_cv<volatile T> { typedef T type; };
template <class T> struct remove_cv<const volatile T> { typedef T type; };
template <class T> using remove_cv_t = typename remove_cv<T>::type;
template <class T> struct remove_const { typedef T type; };
template <class T> struct remove_const<const T> { typedef T type; };
template <class T> using remove_const_t = typename remove_const<T>::type;
template <class T> struct remove_pointer { typedef T type; };
template <class T> struct remove_pointer<T *> { typedef T type; };
template <class T> using remove_pointer_t = typename remove_pointer<T>::type;
template <class T> struct decay { typedef remove_cv_t<remove_reference_t<T>> type; };
template <class T> using decay_t = typename decay<T>::type;
template <class T> struct is_floating_point : integral_constant<bool, __is_floating_point(T)> {};
template <class T> inline constexpr bool is_floating_point_v = is_floating_point<T>::value;
template <class T> struct is_integral : integral_constant<bool, __is_integral(T)> {};
template <class T> inline constexpr bool is_integral_v = is_integral<T>::value;
template <class T> struct is_arithmetic : integral_constant<bool, __is_arithmetic(T)> {};
template <class T> inline constexpr bool is_arithmetic_v = is_arithmetic<T>::value;
template <class T> struct is_pointer : integral_constant<bool, __is_pointer(T)> {};
template <class T> struct is_signed : integral_constant<bool, __is_signed(T)> {};
template <class T> struct is_unsigned : integral_constant<bool, __is_unsigned(T)> {};
template <class T> struct is_trivially_copyable : integral_constant<bool, __is_trivially_copyable(T)> {};
template <class T> inline constexpr bool is_trivially_copyable_v = is_trivially_copyable<T>::value;
template <class T> struct is_void : is_same<remove_cv_t<T>, void> {};
template <class T> struct is_const : false_type {};
template <class T> struct is_const<const T> : true_type {};
template <class T> inline constexpr bool is_const_v = is_const<T>::value;
template <class T> inline constexpr bool is_void_v = is_void<T>::value;
template <class T> inline constexpr bool is_pointer_v = is_pointer<T>::value;
template <class T> inline constexpr bool is_signed_v = is_signed<T>::value;
template <class T> inline constexpr bool is_unsigned_v = is_unsigned<T>::value;
template <class T> struct is_empty : integral_constant<bool, __is_empty(T)> {};
template <class T> inline constexpr bool is_empty_v = is_empty<T>::value;
template <class T> struct is_class : integral_constant<bool, __is_class(T)> {};
template <class T> inline constexpr bool is_class_v = is_class<T>::value;
template <class T> struct is_enum : integral_constant<bool, __is_enum(T)> {};
template <class T> inline constexpr bool is_enum_v = is_enum<T>::value;
template <class B, class D> struct is_base_of : integral_constant<bool, __is_base_of(B, D)> {};
template <class B, class D> inline constexpr bool is_base_of_v = is_base_of<B, D>::value;
template <class T, class... A> struct is_constructible : integral_constant<bool, __is_constructible(T, A...)> {};
template <class T, class... A> inline constexpr bool is_constructible_v = is_constructible<T, A...>::value;
template <class T> struct is_default_constructible : is_constructible<T> {};
template <class T> inline constexpr bool is_default_constructible_v = is_default_constructible<T>::value;
template <class T> struct is_copy_constructible : is_constructible<T, const T &> {};
template <class T> inline constexpr bool is_copy_constructible_v = is_copy_constructible<T>::value;
template <class T> struct is_move_constructible : is_constructible<T, T &&> {};
template <class T> inline constexpr bool is_move_constructible_v = is_move_constructible<T>::value;
template <class T> struct is_trivially_destructible : integral_constant<bool, __is_trivially_destructible(T)> {};
template <class T> inline constexpr bool is_trivially_destructible_v = is_trivially_destructible<T>::value;
template <class T> struct is_reference : false_type {};
template <class T> struct is_reference<T &> : true_type {};
template <class T> struct is_reference<T &&> : true_type {};
template <class T> inline constexpr bool is_reference_v = is_reference<T>::value;
template <class T> struct alignment_of : integral_constant<size_t, alignof(T)> {};
template <class T> inline constexpr size_t alignment_of_v = alignof(T);
template <class T> struct is_standard_layout : integral_constant<bool, __is_standard_layout(T)> {};
template <class T> inline constexpr bool is_standard_layout_v = is_standard_layout<T>::value;
template <class T> struct is_trivial : integral_constant<bool, __is_trivial(T)> {};
template <class T> inline constexpr bool is_trivial_v = is_trivial<T>::value;
template <class T> struct is_array : false_type {};
template <class T> struct is_array<T[]> : true_type {};
template <class T, size_t N> struct is_array<T[N]> : true_type {};
template <class T> inline constexpr bool is_array_v = is_array<T>::value;
template <class T> struct remove_extent { typedef T type; };
template <class T> struct remove_extent<T[]> { typedef T type; };
template <class T, size_t N> struct remove_extent<T[N]> { typedef T type; };
template <class T> using remove_extent_t = typename remove_extent<T>::type;
template <class T> struct remove_all_extents { typedef T type; };
template <class T> struct remove_all_extents<T[]> { typedef typename remove_all_extents<T>::type type; };
template <class T, size_t N> struct remove_all_extents<T[N]> { typedef typename remove_all_extents<T>::type type; };
template <class T> using remove_all_extents_t = typename remove_all_extents<T>::type;
template <class T> struct add_const { typedef const T type; };
template <class T> using add_const_t = typename add_const<T>::type;
template <class T> struct add_pointer { typedef remove_reference_t<T> *type; };
template <class T> using add_pointer_t = typename add_pointer<T>::type;
template <class T> struct add_lvalue_reference { typedef T &type; };
template <class T> using add_lvalue_reference_t = typename add_lvalue_reference<T>::type;
template <class... B> struct conjunction : true_type {};
template <class B, class... R> struct conjunction<B, R...> : conditional_t<bool(B::value), conjunction<R...>, B> {};
template <class... B> inline constexpr bool conjunction_v = conjunction<B...>::value;
template <class... B> struct disjunction : false_type {};
template <class B, class... R> struct disjunction<B, R...> : conditional_t<bool(B::value), B, disjunction<R...>> {};
template <class... B> inline constexpr bool disjunction_v = disjunction<B...>::value;
template <class B> struct negation : integral_constant<bool, !bool(B::value)> {};
template <class B> inline constexpr bool negation_v = negation<B>::value;
template <class T> struct underlying_type { typedef __underlying_type(T) type; };
template <class T> using underlying_type_t = typename underlying_type<T>::type;
template <class T> struct remove_cvref { typedef remove_cv_t<remove_reference_t<T>> type; };
template <class T> using remove_cvref_t = typename remove_cvref<T>::type;
template <class...> using void_t = void;
template <class T, T... I> struct integer_sequence { typedef T value_type; static constexpr size_t size() noexcept { return sizeof...(I); } };
template <size_t... I> using index_sequence = integer_sequence<size_t, I...>;
template <class T, T N> using make_integer_sequence = __make_integer_seq<integer_sequence, T, N>;
template <size_t N> using make_index_sequence = make_integer_sequence<size_t, N>;
template <class... T> using index_sequence_for = make_index_sequence<sizeof...(T)>;
template <class T> struct make_unsigned { typedef unsigned long type; };
template <class T> struct make_signed { typedef long type; };
template <class T> using make_unsigned_t = typename make_unsigned<T>::type;
template <class T> using make_signed_t = typename make_signed<T>::type;
template <class T> struct is_volatile : false_type {};
template <class T> struct is_volatile<volatile T> : true_type {};
template <class T> inline constexpr bool is_volatile_v = is_volatile<T>::value;
template <class T> struct is_lvalue_reference : false_type {};
template <class T> struct is_lvalue_reference<T &> : true_type {};
template <class T> inline constexpr bool is_lvalue_reference_v = is_lvalue_reference<T>::value;
template <class T> struct is_rvalue_reference : false_type {};
template <class T> struct is_rvalue_reference<T &&> : true_type {};
template <class T> inline constexpr bool is_rvalue_reference_v = is_rvalue_reference<T>::value;
template <class T> T &&declval() noexcept { __builtin_unreachable(); }
template <class... T> struct common_type;
template <class T> struct common_type<T> { typedef decay_t<T> type; };
template <class T, class U> struct common_type<T, U> { typedef decay_t<decltype(true ? declval<T>() : declval<U>())> type; };
template <class... T> using common_type_t = typename common_type<T...>::type;
template <class F, class... A> struct invoke_result { typedef decltype(declval<F>()(declval<A>()...)) type; };
template <class F, class... A> using invoke_result_t = typename invoke_result<F, A...>::type;
template <class F> struct result_of;
template <class F, class... A> struct result_of<F(A...)> { typedef decltype(declval<F>()(declval<A>()...)) type; };
template <class T> constexpr remove_reference_t<T> &&move(T &&t) noexcept { return static_cast<remove_reference_t<T> &&>(t); }
template <class T> constexpr T &&forward(remove_reference_t<T> &t) noexcept { return static_cast<T &&>(t); }
template <class T> constexpr T &&forward(remove_reference_t<T> &&t) noexcept { return static_cast<T &&>(t); }
template <class T, class U = T> constexpr T exchange(T &obj, U &&v) { T old = static_cast<T &&>(obj); obj = static_cast<U &&>(v); return old; }
template <class T> void swap(T &a, T &b) noexcept { __builtin_unreachable(); }
template <class T> constexpr T *addressof(T &r) noexcept { return __builtin_addressof(r); }
template <class T> struct reference_wrapper { T *p; reference_wrapper(T &r) : p(&r) {} operator T &() const { return *p; } T &get() const { return *p; } };
template <class T> reference_wrapper<T> ref(T &t) { __builtin_unreachable(); }
template <class T> reference_wrapper<const T> cref(const T &t) { __builtin_unreachable(); }

template <class A, class B> struct pair {
    A first; B second;
    constexpr pair() : first(), second() {}
    constexpr pair(const A &a, const B &b) : first(a), second(b) {}
    template <class U, class V> constexpr pair(U &&a, V &&b) : first(forward<U>(a)), second(forward<V>(b)) {}
    template <class U, class V> constexpr pair(const pair<U, V> &o) : first(o.first), second(o.second) {}
};
template <class A, class B> bool operator==(const pair<A, B> &, const pair<A, B> &) { __builtin_unreachable(); }
template <class A, class B> bool operator<(const pair<A, B> &, const pair<A, B> &) { __builtin_unreachable(); }
template <class A, class B> constexpr pair<decay_t<A>, decay_t<B>> make_pair(A &&a, B &&b) { return pair<decay_t<A>, decay_t<B>>(forward<A>(a), forward<B>(b)); }
template <class... T> struct tuple { tuple(); tuple(const T &...); template <class... U> tuple(U &&...); };
template <class... T> tuple<decay_t<T>...> make_tuple(T &&...) { __builtin_unreachable(); }
template <class... T> tuple<T &...> tie(T &...) { __builtin_unreachable(); }
template <size_t I, class... T> auto &get(tuple<T...> &) { __builtin_unreachable(); }
template <size_t I, class A, class B> auto &get(pair<A, B> &) { __builtin_unreachable(); }
template <class T> struct tuple_size;
template <class T> struct tuple_size<const T> : tuple_size<T> {};
template <class... T> struct tuple_size<tuple<T...>> : integral_constant<size_t, sizeof...(T)> {};
template <class A, class B> struct tuple_size<pair<A, B>> : integral_constant<size_t, 2> {};
template <class T> inline constexpr size_t tuple_size_v = tuple_size<T>::value;
template <size_t I, class T> struct tuple_element;
template <size_t I, class T> struct tuple_element<I, const T> { typedef const typename tuple_element<I, T>::type type; };
template <size_t I, class... T> struct tuple_element<I, tuple<T...>> { typedef __type_pack_element<I, T...> type; };
template <size_t I, class A, class B> struct tuple_element<I, pair<A, B>> { typedef __type_pack_element<I, A, B> type; };
template <size_t I, class T> using tuple_element_t = typename tuple_element<I, T>::type;

/* ---- exceptions ---- */
class exception { public: exception() noexcept; virtual ~exception(); virtual const char *what() const noexcept; };
class bad_alloc : public exception {};
class exception_ptr {
  public:
    exception_ptr() noexcept; exception_ptr(decltype(nullptr)) noexcept; explicit operator bool() const noexcept;
    friend bool operator==(const exception_ptr &, const exception_ptr &) noexcept; friend bool operator!=(const exception_ptr &, const exception_ptr &) noexcept;
};
exception_ptr current_exception() noexcept;
[[noreturn]] void rethrow_exception(exception_ptr);
template <class E> exception_ptr make_exception_ptr(E) noexcept;
template <class C> struct char_traits;
template <class T> struct allocator;
template <class C, class T = char_traits<C>, class A = allocator<C>> class basic_string;
typedef basic_string<char> string;
class logic_error : public exception { public: explicit logic_error(const char *); explicit logic_error(const string &); };
class runtime_error : public exception { public: explicit runtime_error(const char *); explicit runtime_error(const string &); };
class invalid_argument : public logic_error { public: using logic_error::logic_error; };
class out_of_range : public logic_error { public: using logic_error::logic_error; };
class length_error : public logic_error { public: using logic_error::logic_error; };
class domain_error : public logic_error { public: using logic_error::logic_error; };
class overflow_error : public runtime_error { public: using runtime_error::runtime_error; };
class range_error : public runtime_error { public: using runtime_error::runtime_error; };
void terminate() noexcept __attribute__((__noreturn__));

/* ---- iterators ---- */
struct input_iterator_tag {}; struct output_iterator_tag {}; struct forward_iterator_tag : input_iterator_tag {};
struct bidirectional_iterator_tag : forward_iterator_tag {}; struct random_access_iterator_tag : bidirectional_iterator_tag {};
template <class It> struct iterator_traits { typedef typename It::value_type value_type; typedef typename It::difference_type difference_type; };
template <class T> struct iterator_traits<T *> { typedef T value_type; typedef ptrdiff_t difference_type; typedef T *pointer; typedef T &reference; };
template <class T> struct iterator_traits<const T *> { typedef T value_type; typedef ptrdiff_t difference_type; };
template <class C> auto begin(C &c) -> decltype(c.begin()) { __builtin_unreachable(); }
template <class C> auto end(C &c) -> decltype(c.end()) { __builtin_unreachable(); }
template <class C> auto begin(const C &c) -> decltype(c.begin()) { __builtin_unreachable(); }
template <class C> auto end(const C &c) -> decltype(c.end()) { __builtin_unreachable(); }
template <class C> auto cbegin(const C &c) -> decltype(c.begin()) { __builtin_unreachable(); }
template <class C> auto cend(const C &c) -> decltype(c.end()) { __builtin_unreachable(); }
template <class C> auto rbegin(C &c) -> decltype(c.rbegin()) { __builtin_unreachable(); }
template <class C> auto rend(C &c) -> decltype(c.rend()) { __builtin_unreachable(); }
template <class T, size_t N> T *begin(T (&a)[N]) { __builtin_unreachable(); }
template <class T, size_t N> T *end(T (&a)[N]) { __builtin_unreachable(); }
template <class C> auto size(const C &c) -> decltype(c.size()) { __builtin_unreachable(); }
template <class T, size_t N> constexpr size_t size(const T (&)[N]) noexcept { return N; }
template <class C> auto data(C &c) -> decltype(c.data()) { __builtin_unreachable(); }
template <class It> It next(It it, ptrdiff_t n = 1) { __builtin_unreachable(); }
template <class It> It prev(It it, ptrdiff_t n = 1) { __builtin_unreachable(); }
template <class It> ptrdiff_t distance(It a, It b) { __builtin_unreachable(); }
template <class It, class D> void advance(It &it, D n) { __builtin_unreachable(); }
template <class C> struct back_insert_iterator { back_insert_iterator &operator*(); back_insert_iterator &operator++(); back_insert_iterator operator++(int); template <class V> back_insert_iterator &operator=(V &&); };
template <class C> back_insert_iterator<C> back_inserter(C &c) { __builtin_unreachable(); }

/* ---- memory ---- */
template <class T> struct allocator { typedef T value_type; T *allocate(size_t); void deallocate(T *, size_t); };
template <class T> struct default_delete { void operator()(T *) const; };
template <class T> struct default_delete<T[]> { void operator()(T *) const; };
/* members defined (empty): with a lambda deleter, declared-only members of a type without
 * linkage are an error ("used but not defined") */
#define HLS_U { __builtin_unreachable(); }
template <class T, class D = default_delete<T>> class unique_ptr {
  public:
    typedef T element_type;
    unique_ptr() noexcept {} unique_ptr(nullptr_t) noexcept {} explicit unique_ptr(T *p) noexcept {} unique_ptr(T *p, D d) noexcept {}
    unique_ptr(unique_ptr &&) noexcept {} template <class U, class E> unique_ptr(unique_ptr<U, E> &&) noexcept {} ~unique_ptr() {}
    unique_ptr &operator=(unique_ptr &&) noexcept HLS_U unique_ptr &operator=(nullptr_t) noexcept HLS_U
    T *get() const noexcept HLS_U T *release() noexcept HLS_U void reset(T *p = nullptr) noexcept {} T &operator*() const HLS_U
    T *operator->() const noexcept HLS_U explicit operator bool() const noexcept HLS_U D &get_deleter() noexcept HLS_U
};
template <class T, class D> class unique_ptr<T[], D> {
  public:
    unique_ptr() noexcept {} unique_ptr(nullptr_t) noexcept {} explicit unique_ptr(T *p) noexcept {} unique_ptr(T *p, D d) noexcept {}
    unique_ptr(unique_ptr &&) noexcept {} ~unique_ptr() {} unique_ptr &operator=(unique_ptr &&) noexcept HLS_U
    T *get() const noexcept HLS_U T *release() noexcept HLS_U void reset(T *p = nullptr) noexcept {} T &operator[](size_t) const HLS_U
    explicit operator bool() const noexcept HLS_U
};
#undef HLS_U
template <class T> class shared_ptr {
  public:
    typedef T element_type;
    shared_ptr() noexcept; shared_ptr(nullptr_t) noexcept; template <class Y> explicit shared_ptr(Y *p); template <class Y, class D> shared_ptr(Y *p, D d);
    shared_ptr(const shared_ptr &) noexcept; template <class Y> shared_ptr(const shared_ptr<Y> &) noexcept; template <class Y, class D> shared_ptr(unique_ptr<Y, D> &&);
    ~shared_ptr(); shared_ptr &operator=(const shared_ptr &) noexcept;
    T *get() const noexcept; void reset() noexcept; template <class Y> void reset(Y *p); T &operator*() const noexcept; T *operator->() const noexcept;
    long use_count() const noexcept; explicit operator bool() const noexcept;
};
template <class T> class weak_ptr { public: weak_ptr() noexcept; weak_ptr(const shared_ptr<T> &) noexcept; shared_ptr<T> lock() const noexcept; bool expired() const noexcept; };
template <class T> struct __hls_unique_if { typedef unique_ptr<T> single; };
template <class T> struct __hls_unique_if<T[]> { typedef unique_ptr<T[]> array; };
template <class T, class... A> typename __hls_unique_if<T>::single make_unique(A &&...) { __builtin_unreachable(); }
template <class T> typename __hls_unique_if<T>::array make_unique(size_t n) { __builtin_unreachable(); }
template <class T, class... A> shared_ptr<T> make_shared(A &&...) { __builtin_unreachable(); }
template <class T, class U> shared_ptr<T> static_pointer_cast(const shared_ptr<U> &) noexcept { __builtin_unreachable(); }
template <class T, class U> shared_ptr<T> dynamic_pointer_cast(const shared_ptr<U> &) noexcept { __builtin_unreachable(); }
template <class T, class D> bool operator==(const unique_ptr<T, D> &, nullptr_t) { __builtin_unreachable(); }
template <class T, class D> bool operator!=(const unique_ptr<T, D> &, nullptr_t) { __builtin_unreachable(); }
template <class T, class D> bool operator==(nullptr_t, const unique_ptr<T, D> &) { __builtin_unreachable(); }
template <class T, class D> bool operator!=(nullptr_t, const unique_ptr<T, D> &) { __builtin_unreachable(); }
template <class T> bool operator==(const shared_ptr<T> &, nullptr_t) { __builtin_unreachable(); }
template <class T> bool operator!=(const shared_ptr<T> &, nullptr_t) { __builtin_unreachable(); }
void *align(size_t alignment, size_t size, void *&ptr, size_t &space);

/* ---- strings ---- */
template <class C> struct char_traits { typedef C char_type; static size_t length(const C *); };
template <class C, class T, class A> class basic_string {
  public:
    typedef C value_type; typedef size_t size_type; typedef C *iterator; typedef const C *const_iterator;
    static const size_t npos = (size_t)-1;
    basic_string(); basic_string(const C *); basic_string(const C *, size_t); basic_string(size_t, C); basic_string(const basic_string &);
    basic_string(basic_string &&) noexcept; basic_string(std::initializer_list<C>); basic_string(const basic_string &, size_t, size_t = npos);
    template <class It> basic_string(It, It); ~basic_string();
    basic_string &operator=(const basic_string &); basic_string &operator=(basic_string &&) noexcept; basic_string &operator=(const C *); basic_string &operator=(C);
    basic_string &assign(const basic_string &); basic_string &assign(const C *); basic_string &assign(const C *, size_t); basic_string &assign(size_t, C);
    template <class It> basic_string &assign(It, It);
    const C *c_str() const noexcept; const C *data() const noexcept; C *data() noexcept; size_t size() const noexcept; size_t length() const noexcept;
    bool empty() const noexcept; void clear() noexcept; void resize(size_t); void resize(size_t, C); void reserve(size_t); size_t capacity() const noexcept;
    C &operator[](size_t); const C &operator[](size_t) const; C &at(size_t); const C &at(size_t) const; C &front(); const C &front() const; C &back(); const C &back() const;
    basic_string &operator+=(const basic_string &); basic_string &operator+=(const C *); basic_string &operator+=(C);
    basic_string &append(const basic_string &); basic_string &append(const C *); basic_string &append(const C *, size_t); basic_string &append(size_t, C);
    void push_back(C); void pop_back(); basic_string substr(size_t = 0, size_t = npos) const;
    size_t find(const basic_string &, size_t = 0) const noexcept; size_t find(const C *, size_t = 0) const; size_t find(C, size_t = 0) const noexcept;
    size_t rfind(const basic_string &, size_t = npos) const noexcept; size_t rfind(C, size_t = npos) const noexcept;
    size_t find_first_of(const C *, size_t = 0) const; size_t find_last_of(const C *, size_t = npos) const;
    size_t find_first_not_of(const C *, size_t = 0) const;
    int compare(const basic_string &) const noexcept; int compare(const C *) const;
    basic_string &replace(size_t, size_t, const basic_string &); basic_string &insert(size_t, const basic_string &); basic_string &erase(size_t = 0, size_t = npos);
    iterator begin() noexcept; iterator end() noexcept; const_iterator begin() const noexcept; const_iterator end() const noexcept;
    const_iterator cbegin() const noexcept; const_iterator cend() const noexcept;
};
typedef basic_string<wchar_t> wstring;
template <class C, class T, class A> basic_string<C, T, A> operator+(const basic_string<C, T, A> &, const basic_string<C, T, A> &) { __builtin_unreachable(); }
template <class C, class T, class A> basic_string<C, T, A> operator+(const basic_string<C, T, A> &, const C *) { __builtin_unreachable(); }
template <class C, class T, class A> basic_string<C, T, A> operator+(const C *, const basic_string<C, T, A> &) { __builtin_unreachable(); }
template <class C, class T, class A> basic_string<C, T, A> operator+(const basic_string<C, T, A> &, C) { __builtin_unreachable(); }
template <class C, class T, class A> basic_string<C, T, A> operator+(C, const basic_string<C, T, A> &) { __builtin_unreachable(); }
template <class C, class T, class A> bool operator==(const basic_string<C, T, A> &, const basic_string<C, T, A> &) { __builtin_unreachable(); }
template <class C, class T, class A> bool operator==(const basic_string<C, T, A> &, const C *) { __builtin_unreachable(); }
template <class C, class T, class A> bool operator==(const C *, const basic_string<C, T, A> &) { __builtin_unreachable(); }
template <class C, class T, class A> bool operator!=(const basic_string<C, T, A> &, const basic_string<C, T, A> &) { __builtin_unreachable(); }
template <class C, class T, class A> bool operator!=(const basic_string<C, T, A> &, const C *) { __builtin_unreachable(); }
template <class C, class T, class A> bool operator<(const basic_string<C, T, A> &, const basic_string<C, T, A> &) { __builtin_unreachable(); }
string to_string(int); string to_string(long); string to_string(long long); string to_string(unsigned);
string to_string(unsigned long); string to_string(unsigned long long); string to_string(float); string to_string(double); string to_string(long double);
int stoi(const string &, size_t * = nullptr, int = 10); long stol(const string &, size_t * = nullptr, int = 10);
long long stoll(const string &, size_t * = nullptr, int = 10); unsigned long stoul(const string &, size_t * = nullptr, int = 10);
unsigned long long stoull(const string &, size_t * = nullptr, int = 10);
float stof(const string &, size_t * = nullptr); double stod(const string &, size_t * = nullptr);
template <class C, class T = char_traits<C>> class basic_string_view {
  public:
    constexpr basic_string_view() noexcept; constexpr basic_string_view(const C *); constexpr basic_string_view(const C *, size_t);
    basic_string_view(const basic_string<C> &); constexpr const C *data() const noexcept; constexpr size_t size() const noexcept;
    constexpr bool empty() const noexcept; operator basic_string<C>() const;
    typedef const C *const_iterator; typedef const C *iterator; typedef size_t size_type; typedef C value_type;
    constexpr const C *begin() const noexcept; constexpr const C *end() const noexcept;
    constexpr const C *cbegin() const noexcept; constexpr const C *cend() const noexcept;
    constexpr size_t length() const noexcept; constexpr const C &operator[](size_t) const;
    constexpr basic_string_view substr(size_t = 0, size_t = (size_t)-1) const; constexpr size_t find(C, size_t = 0) const noexcept;
    static constexpr size_t npos = (size_t)-1;
    constexpr int compare(basic_string_view) const noexcept; constexpr bool starts_with(basic_string_view) const noexcept;
    friend constexpr bool operator==(basic_string_view, basic_string_view) noexcept { return true; }
    friend constexpr bool operator!=(basic_string_view, basic_string_view) noexcept { return false; }
    friend constexpr bool operator<(basic_string_view, basic_string_view) noexcept { return false; }
};
typedef basic_string_view<char> string_view;
template <class T> struct hash { size_t operator()(const T &) const noexcept; };

/* ---- numeric limits ---- */
enum float_round_style { round_indeterminate = -1, round_toward_zero = 0, round_to_nearest = 1, round_toward_infinity = 2, round_toward_neg_infinity = 3 };
enum float_denorm_style { denorm_indeterminate = -1, denorm_absent = 0, denorm_present = 1 };
template <class T> struct numeric_limits {
    static constexpr bool is_specialized = true;
    static constexpr bool is_signed = T(-1) < T(0);
    static constexpr bool is_integer = __is_integral(T);
    static constexpr int digits = sizeof(T) * 8;
    static constexpr int digits10 = 6;
    static constexpr int max_digits10 = 9;
    static constexpr T min() noexcept { return T(); }
    static constexpr T max() noexcept { return T(); }
    static constexpr T lowest() noexcept { return T(); }
    static constexpr T epsilon() noexcept { return T(); }
    static constexpr T infinity() noexcept { return T(); }
    static constexpr T quiet_NaN() noexcept { return T(); }
    static constexpr T denorm_min() noexcept { return T(); }
    static constexpr T round_error() noexcept { return T(); }
    static constexpr T signaling_NaN() noexcept { return T(); }
    static constexpr bool has_infinity = !__is_integral(T), has_quiet_NaN = !__is_integral(T), has_signaling_NaN = !__is_integral(T);
    static constexpr bool is_exact = __is_integral(T), is_bounded = true, is_modulo = false, is_iec559 = !__is_integral(T);
    static constexpr float_denorm_style has_denorm = __is_integral(T) ? denorm_absent : denorm_present;
    static constexpr bool has_denorm_loss = false, traps = false, tinyness_before = false;
    static constexpr float_round_style round_style = __is_integral(T) ? round_toward_zero : round_to_nearest;
    static constexpr int radix = 2, min_exponent = 0, min_exponent10 = 0, max_exponent = 0, max_exponent10 = 0;
};

/* ---- math ---- */
#define HLS_SM1(n) using ::n; inline float n(float x) { return ::n##f(x); } inline long double n(long double x) { return ::n##l(x); } \
    template <class I> inline enable_if_t<is_integral_v<I>, double> n(I x) { return ::n((double)x); }
#define HLS_SM2(n) using ::n; inline float n(float x, float y) { return ::n##f(x, y); } inline long double n(long double x, long double y) { return ::n##l(x, y); } \
    template <class A, class B> inline enable_if_t<is_arithmetic_v<A> && is_arithmetic_v<B> && !(is_same_v<A, float> && is_same_v<B, float>) && !(is_same_v<A, double> && is_same_v<B, double>), double> n(A x, B y) { return ::n((double)x, (double)y); }
HLS_MATH(HLS_SM1, HLS_SM2)
#undef HLS_SM1
#undef HLS_SM2
using ::fmaf; using ::fma; using ::frexp; using ::ldexp; using ::modf; using ::lround; using ::lrint; using ::llround; using ::nan;
inline float fma(float a, float b, float c) { return ::fmaf(a, b, c); }
/* std::abs comes with <stdlib.h> (libstdc++'s bits/std_abs.h) */
template <class T> bool isnan(T x) { return __builtin_isnan(x); }
template <class T> bool isinf(T x) { return __builtin_isinf(x); }
template <class T> bool isfinite(T x) { return __builtin_isfinite(x); }
template <class T> bool isnormal(T x) { return __builtin_isnormal(x); }
template <class T> bool signbit(T x) { return __builtin_signbit(x); }
template <class T> int fpclassify(T x) { __builtin_unreachable(); }
template <class T> bool isgreater(T x, T y); template <class T> bool isless(T x, T y) { __builtin_unreachable(); }

/* ---- algorithms ---- */
template <class T> constexpr const T &min(const T &a, const T &b) { return b < a ? b : a; }
template <class T> constexpr const T &max(const T &a, const T &b) { return a < b ? b : a; }
template <class T, class C> constexpr const T &min(const T &a, const T &b, C c) { return c(b, a) ? b : a; }
template <class T, class C> constexpr const T &max(const T &a, const T &b, C c) { return c(a, b) ? b : a; }
template <class T> constexpr T min(std::initializer_list<T>);
template <class T> constexpr T max(std::initializer_list<T>);
template <class T> constexpr const T &clamp(const T &v, const T &lo, const T &hi) { return v < lo ? lo : hi < v ? hi : v; }
template <class It> void sort(It, It) { __builtin_unreachable(); }
template <class It, class C> void sort(It, It, C) { __builtin_unreachable(); }
template <class It> void stable_sort(It, It) { __builtin_unreachable(); }
template <class It, class C> void stable_sort(It, It, C) { __builtin_unreachable(); }
template <class It> void partial_sort(It, It, It) { __builtin_unreachable(); }
template <class It> void nth_element(It, It, It) { __builtin_unreachable(); }
template <class It, class C> void nth_element(It, It, It, C) { __builtin_unreachable(); }
template <class It, class T> void fill(It, It, const T &) { __builtin_unreachable(); }
template <class It, class N, class T> It fill_n(It, N, const T &) { __builtin_unreachable(); }
template <class It, class O> O copy(It, It, O) { __builtin_unreachable(); }
template <class It, class N, class O> O copy_n(It, N, O) { __builtin_unreachable(); }
template <class It, class O, class P> O copy_if(It, It, O, P) { __builtin_unreachable(); }
template <class It, class O, class F> O transform(It, It, O, F) { __builtin_unreachable(); }
template <class It, class It2, class O, class F> O transform(It, It, It2, O, F) { __builtin_unreachable(); }
template <class It, class G> void generate(It, It, G) { __builtin_unreachable(); }
template <class It, class N, class G> It generate_n(It, N, G) { __builtin_unreachable(); }
template <class It, class F> F for_each(It, It, F) { __builtin_unreachable(); }
template <class It, class T> It find(It, It, const T &) { __builtin_unreachable(); }
template <class It, class P> It find_if(It, It, P) { __builtin_unreachable(); }
template <class I1, class I2, class O> O set_difference(I1, I1, I2, I2, O) { __builtin_unreachable(); }
template <class I1, class I2, class O, class C> O set_difference(I1, I1, I2, I2, O, C) { __builtin_unreachable(); }
template <class I1, class I2, class O> O set_union(I1, I1, I2, I2, O) { __builtin_unreachable(); }
template <class I1, class I2, class O> O set_intersection(I1, I1, I2, I2, O) { __builtin_unreachable(); }
template <class I1, class I2> I1 search(I1, I1, I2, I2) { __builtin_unreachable(); }
template <class I1, class I2, class P> I1 search(I1, I1, I2, I2, P) { __builtin_unreachable(); }
template <class It, class T> ptrdiff_t count(It, It, const T &) { __builtin_unreachable(); }
template <class It, class P> ptrdiff_t count_if(It, It, P) { __builtin_unreachable(); }
template <class It> It max_element(It, It) { __builtin_unreachable(); }
template <class It, class C> It max_element(It, It, C) { __builtin_unreachable(); }
template <class It> It min_element(It, It) { __builtin_unreachable(); }
template <class It, class C> It min_element(It, It, C) { __builtin_unreachable(); }
template <class It> pair<It, It> minmax_element(It, It) { __builtin_unreachable(); }
template <class It> void reverse(It, It) { __builtin_unreachable(); }
template <class It> It unique(It, It) { __builtin_unreachable(); }
template <class It, class T> It remove(It, It, const T &) { __builtin_unreachable(); }
template <class It, class P> It remove_if(It, It, P) { __builtin_unreachable(); }
template <class It, class T> It lower_bound(It, It, const T &) { __builtin_unreachable(); }
template <class It, class T> It upper_bound(It, It, const T &) { __builtin_unreachable(); }
template <class It, class T> bool binary_search(It, It, const T &) { __builtin_unreachable(); }
template <class It, class It2> bool equal(It, It, It2) { __builtin_unreachable(); }
template <class It, class P> bool all_of(It, It, P) { __builtin_unreachable(); }
template <class It, class P> bool any_of(It, It, P) { __builtin_unreachable(); }
template <class It, class P> bool none_of(It, It, P) { __builtin_unreachable(); }
template <class It, class G> void shuffle(It, It, G &&) { __builtin_unreachable(); }
template <class It> void iota(It, It, typename iterator_traits<It>::value_type) { __builtin_unreachable(); }
template <class It, class T> void iota(It, It, T) { __builtin_unreachable(); }
template <class It, class T> T accumulate(It, It, T) { __builtin_unreachable(); }
template <class It, class T, class Op> T accumulate(It, It, T, Op) { __builtin_unreachable(); }
template <class It, class T> T reduce(It, It, T) { __builtin_unreachable(); }
template <class It, class It2, class T> T inner_product(It, It, It2, T) { __builtin_unreachable(); }
template <class It, class O> O partial_sum(It, It, O) { __builtin_unreachable(); }
template <class It, class O> O inclusive_scan(It, It, O) { __builtin_unreachable(); }
template <class It, class O, class T> O exclusive_scan(It, It, O, T) { __builtin_unreachable(); }
template <class T> constexpr T gcd(T a, T b);
template <class T> constexpr T lcm(T a, T b);
template <class T> struct less { constexpr bool operator()(const T &a, const T &b) const { return a < b; } };
template <class T> struct greater { constexpr bool operator()(const T &a, const T &b) const { return b < a; } };
template <class T> struct equal_to { constexpr bool operator()(const T &a, const T &b) const { return a == b; } };
template <class T = void> struct plus { constexpr T operator()(const T &a, const T &b) const { return a + b; } };
template <class T = void> struct multiplies { constexpr T operator()(const T &a, const T &b) const { return a * b; } };
template <class T = void> struct minus { constexpr T operator()(const T &a, const T &b) const { return a - b; } };

/* ---- function ---- */
template <class> class function;
template <class R, class... A> class function<R(A...)> {
  public:
    function() noexcept; function(nullptr_t) noexcept; function(const function &); function(function &&) noexcept;
    template <class F> function(F f) {} ~function();
    function &operator=(const function &); function &operator=(function &&); template <class F> function &operator=(F &&) { __builtin_unreachable(); }
    R operator()(A...) const; explicit operator bool() const noexcept;
};
template <class F, class... A> auto bind(F &&, A &&...) { __builtin_unreachable(); }
namespace placeholders { struct __ph {}; extern const __ph _1, _2, _3, _4; }
template <class F, class... A> auto invoke(F &&f, A &&...a) -> decltype(f(forward<A>(a)...)) { __builtin_unreachable(); }

/* ---- containers ---- */
template <class T, class A = allocator<T>> class vector {
  public:
    typedef T value_type; typedef size_t size_type; typedef ptrdiff_t difference_type; typedef T &reference; typedef const T &const_reference;
    typedef T *iterator; typedef const T *const_iterator; typedef T *pointer; typedef const T *const_pointer;
    typedef T *reverse_iterator; typedef const T *const_reverse_iterator; typedef A allocator_type;
    vector() noexcept; explicit vector(size_t n); vector(size_t n, const T &v); vector(const vector &); vector(vector &&) noexcept;
    vector(std::initializer_list<T>); template <class It, class = enable_if_t<!is_integral_v<It>>> vector(It, It); ~vector();
    vector &operator=(const vector &); vector &operator=(vector &&) noexcept; vector &operator=(std::initializer_list<T>);
    T *data() noexcept; const T *data() const noexcept; size_t size() const noexcept; size_t capacity() const noexcept; bool empty() const noexcept;
    size_t max_size() const noexcept; T &operator[](size_t); const T &operator[](size_t) const; T &at(size_t); const T &at(size_t) const;
    T &front(); const T &front() const; T &back(); const T &back() const;
    void push_back(const T &); void push_back(T &&); template <class... Ar> T &emplace_back(Ar &&...); void pop_back();
    void resize(size_t); void resize(size_t, const T &); void reserve(size_t); void clear() noexcept; void shrink_to_fit();
    void assign(size_t, const T &); template <class It> void assign(It, It); void assign(std::initializer_list<T>);
    iterator insert(const_iterator, const T &); iterator insert(const_iterator, size_t, const T &); template <class It> iterator insert(const_iterator, It, It);
    template <class... Ar> iterator emplace(const_iterator, Ar &&...);
    iterator erase(const_iterator); iterator erase(const_iterator, const_iterator); void swap(vector &) noexcept;
    iterator begin() noexcept; iterator end() noexcept; const_iterator begin() const noexcept; const_iterator end() const noexcept;
    const_iterator cbegin() const noexcept; const_iterator cend() const noexcept; reverse_iterator rbegin() noexcept; reverse_iterator rend() noexcept;
};
template <class T, class A> bool operator==(const vector<T, A> &, const vector<T, A> &) { __builtin_unreachable(); }
template <class T, class A> bool operator!=(const vector<T, A> &, const vector<T, A> &) { __builtin_unreachable(); }
template <class T, size_t N> struct array {
    T _elems[N ? N : 1];
    typedef T value_type; typedef T *iterator; typedef const T *const_iterator;
    constexpr T *data() noexcept { return _elems; } constexpr const T *data() const noexcept { return _elems; }
    constexpr size_t size() const noexcept { return N; } constexpr bool empty() const noexcept { return N == 0; }
    constexpr T &operator[](size_t i) { return _elems[i]; } constexpr const T &operator[](size_t i) const { return _elems[i]; }
    T &at(size_t); T &front(); T &back(); void fill(const T &);
    constexpr T *begin() noexcept { return _elems; } constexpr T *end() noexcept { return _elems + N; }
    constexpr const T *begin() const noexcept { return _elems; } constexpr const T *end() const noexcept { return _elems + N; }
};
template <class T, size_t N> struct tuple_size<array<T, N>> : integral_constant<size_t, N> {};
template <size_t I, class T, size_t N> struct tuple_element<I, array<T, N>> { typedef T type; };
template <size_t I, class T, size_t N> constexpr T &get(array<T, N> &a) noexcept { return a[I]; }
template <size_t I, class T, size_t N> constexpr const T &get(const array<T, N> &a) noexcept { return a[I]; }
template <size_t I, class T, size_t N> constexpr T &&get(array<T, N> &&a) noexcept { return static_cast<T &&>(a[I]); }
#define HLS_SEQ(NAME) \
    template <class T, class A = allocator<T>> class NAME { \
      public: \
        typedef T value_type; typedef size_t size_type; typedef T *iterator; typedef const T *const_iterator; \
        typedef T *reverse_iterator; typedef const T *const_reverse_iterator; \
        NAME(); explicit NAME(size_t); NAME(size_t, const T &); NAME(std::initializer_list<T>); template <class It> NAME(It, It); \
        size_t size() const noexcept; bool empty() const noexcept; void clear() noexcept; \
        T &front(); T &back(); const T &front() const; const T &back() const; \
        void push_back(const T &); void push_front(const T &); template <class... Ar> T &emplace_back(Ar &&...); template <class... Ar> T &emplace_front(Ar &&...); \
        void pop_back(); void pop_front(); T &operator[](size_t); iterator erase(const_iterator); iterator insert(const_iterator, const T &); \
        iterator begin() noexcept; iterator end() noexcept; const_iterator begin() const noexcept; const_iterator end() const noexcept; \
        reverse_iterator rbegin() noexcept; reverse_iterator rend() noexcept; const_reverse_iterator rbegin() const noexcept; \
        const_reverse_iterator rend() const noexcept; void sort(); template <class Cmp> void sort(Cmp); void reverse() noexcept; \
    };
HLS_SEQ(deque)
HLS_SEQ(list)
#undef HLS_SEQ
template <class T, class C = deque<T>> class queue { public: void push(const T &); template <class... A> void emplace(A &&...); void pop(); T &front(); const T &front() const; T &back(); const T &back() const; size_t size() const; bool empty() const; };
template <class T, class C = deque<T>> class stack { public: void push(const T &); template <class... A> void emplace(A &&...); void pop(); T &top(); const T &top() const; size_t size() const; bool empty() const; };
template <class T, class C = vector<T>, class Cmp = less<typename C::value_type>> class priority_queue { public: void push(const T &); template <class... A> void emplace(A &&...); void pop(); const T &top() const; size_t size() const; bool empty() const; };
#define HLS_MAP(NAME) \
    template <class K, class V, class C1 = void, class C2 = void, class C3 = void> class NAME { \
      public: \
        typedef K key_type; typedef V mapped_type; typedef pair<const K, V> value_type; typedef size_t size_type; \
        typedef value_type *iterator; typedef const value_type *const_iterator; \
        NAME(); NAME(std::initializer_list<value_type>); NAME(const NAME &); NAME(NAME &&) noexcept; ~NAME(); NAME &operator=(const NAME &); \
        V &operator[](const K &); V &operator[](K &&); V &at(const K &); const V &at(const K &) const; \
        iterator find(const K &); const_iterator find(const K &) const; size_t count(const K &) const; bool contains(const K &) const; \
        pair<iterator, bool> insert(const value_type &); template <class P> pair<iterator, bool> insert(P &&); \
        template <class... A> pair<iterator, bool> emplace(A &&...); \
        template <class M> pair<iterator, bool> insert_or_assign(const K &, M &&); template <class... A> pair<iterator, bool> try_emplace(const K &, A &&...); \
        size_t erase(const K &); iterator erase(const_iterator); size_t size() const noexcept; bool empty() const noexcept; void clear() noexcept; void reserve(size_t); \
        iterator begin() noexcept; iterator end() noexcept; const_iterator begin() const noexcept; const_iterator end() const noexcept; \
        iterator lower_bound(const K &); const_iterator lower_bound(const K &) const; iterator upper_bound(const K &); \
        const_iterator upper_bound(const K &) const; pair<iterator, iterator> equal_range(const K &); \
        pair<const_iterator, const_iterator> equal_range(const K &) const; \
    };
HLS_MAP(map)
HLS_MAP(unordered_map)
HLS_MAP(multimap)
#undef HLS_MAP
#define HLS_SET(NAME) \
    template <class K, class C1 = void, class C2 = void, class C3 = void> class NAME { \
      public: \
        typedef K key_type; typedef K value_type; typedef const K *iterator; typedef const K *const_iterator; \
        NAME(); NAME(std::initializer_list<K>); template <class It> NAME(It, It); \
        pair<iterator, bool> insert(const K &); template <class... A> pair<iterator, bool> emplace(A &&...); iterator find(const K &) const; \
        size_t count(const K &) const; bool contains(const K &) const; size_t erase(const K &); size_t size() const noexcept; bool empty() const noexcept; void clear() noexcept; \
        iterator begin() const noexcept; iterator end() const noexcept; \
    };
HLS_SET(set)
HLS_SET(unordered_set)
HLS_SET(multiset)
#undef HLS_SET
template <size_t N> class bitset { public: bitset(); bitset(unsigned long long); bool operator[](size_t) const; bitset &set(size_t, bool = true); bool test(size_t) const; size_t count() const; };
template <class T> class optional {
  public:
    constexpr optional() noexcept; constexpr optional(nullptr_t) noexcept; template <class U> constexpr optional(U &&);
    constexpr bool has_value() const noexcept; constexpr explicit operator bool() const noexcept; constexpr T &value(); constexpr T &operator*(); constexpr T *operator->();
    constexpr const T &value() const; constexpr const T &operator*() const; constexpr const T *operator->() const;
    template <class U> constexpr T value_or(U &&) const; void reset() noexcept; template <class... A> T &emplace(A &&...);
};
struct nullopt_t { explicit constexpr nullopt_t(int) {} };
inline constexpr nullopt_t nullopt{0};
template <class T> class complex { public: constexpr complex(const T & = T(), const T & = T()); constexpr T real() const; constexpr T imag() const; };
template <class T> T abs(const complex<T> &) { __builtin_unreachable(); }
template <class T> complex<T> conj(const complex<T> &) { __builtin_unreachable(); }
template <class T> T norm(const complex<T> &) { __builtin_unreachable(); }
template <class T> T arg(const complex<T> &) { __builtin_unreachable(); }
template <class T> complex<T> polar(const T &, const T & = T()) { __builtin_unreachable(); }

/* ---- chrono ---- */
template <long long N, long long D = 1> struct ratio { static constexpr long long num = N; static constexpr long long den = D; };
typedef ratio<1, 1000000000000LL> pico; typedef ratio<1, 1000000000> nano; typedef ratio<1, 1000000> micro; typedef ratio<1, 1000> milli;
typedef ratio<1, 100> centi; typedef ratio<1000, 1> kilo; typedef ratio<1000000, 1> mega; typedef ratio<1000000000, 1> giga;
namespace chrono {
template <class Rep, class Period = ratio<1>> class duration {
  public:
    typedef Rep rep; typedef Period period;
    constexpr duration() = default;
    template <class R2, class = enable_if_t<is_arithmetic_v<R2>>> constexpr explicit duration(const R2 &r) : r_(static_cast<Rep>(r)) {}
    template <class R2, class P2> constexpr duration(const duration<R2, P2> &d) : r_(static_cast<Rep>(d.count())) {}
    constexpr Rep count() const { return r_; }
    static constexpr duration zero() noexcept { return duration(0); }
    static constexpr duration max() noexcept; static constexpr duration min() noexcept;
    constexpr duration operator+() const { return *this; } constexpr duration operator-() const { return duration(-r_); }
    duration &operator+=(const duration &d) { r_ += d.count(); return *this; } duration &operator-=(const duration &d) { r_ -= d.count(); return *this; }
    duration &operator*=(const Rep &x) { r_ *= x; return *this; } duration &operator/=(const Rep &x) { r_ /= x; return *this; }
    duration &operator++(); duration operator++(int);
  private:
    Rep r_{};
};
template <class R1, class P1, class R2, class P2> constexpr duration<common_type_t<R1, R2>, P1> operator+(const duration<R1, P1> &, const duration<R2, P2> &);
template <class R1, class P1, class R2, class P2> constexpr duration<common_type_t<R1, R2>, P1> operator-(const duration<R1, P1> &, const duration<R2, P2> &);
template <class R1, class P1, class R2, class = enable_if_t<is_arithmetic_v<R2>>> constexpr duration<common_type_t<R1, R2>, P1> operator*(const duration<R1, P1> &, const R2 &);
template <class R1, class R2, class P2, class = enable_if_t<is_arithmetic_v<R1>>> constexpr duration<common_type_t<R1, R2>, P2> operator*(const R1 &, const duration<R2, P2> &);
template <class R1, class P1, class R2, class = enable_if_t<is_arithmetic_v<R2>>> constexpr duration<common_type_t<R1, R2>, P1> operator/(const duration<R1, P1> &, const R2 &);
template <class R1, class P1, class R2, class P2> constexpr common_type_t<R1, R2> operator/(const duration<R1, P1> &, const duration<R2, P2> &);
template <class R1, class P1, class R2, class P2> constexpr bool operator<(const duration<R1, P1> &, const duration<R2, P2> &);
template <class R1, class P1, class R2, class P2> constexpr bool operator>(const duration<R1, P1> &, const duration<R2, P2> &);
template <class R1, class P1, class R2, class P2> constexpr bool operator<=(const duration<R1, P1> &, const duration<R2, P2> &);
template <class R1, class P1, class R2, class P2> constexpr bool operator>=(const duration<R1, P1> &, const duration<R2, P2> &);
template <class R1, class P1, class R2, class P2> constexpr bool operator==(const duration<R1, P1> &, const duration<R2, P2> &);
template <class To, class R, class P> constexpr To duration_cast(const duration<R, P> &d) { return To(d); }
typedef duration<long long, nano> nanoseconds; typedef duration<long long, micro> microseconds; typedef duration<long long, milli> milliseconds;
typedef duration<long long> seconds; typedef duration<long long, ratio<60>> minutes; typedef duration<long long, ratio<3600>> hours;
template <class Clock, class Dur = typename Clock::duration> class time_point {
  public:
    typedef Clock clock; typedef Dur duration; typedef typename Dur::rep rep; typedef typename Dur::period period;
    constexpr time_point() = default; constexpr explicit time_point(const Dur &d) : d_(d) {}
    template <class D2> constexpr time_point(const time_point<Clock, D2> &t) : d_(t.time_since_epoch()) {}
    constexpr Dur time_since_epoch() const { return d_; }
    time_point &operator+=(const Dur &d) { d_ += d; return *this; } time_point &operator-=(const Dur &d) { d_ -= d; return *this; }
    static constexpr time_point min() noexcept; static constexpr time_point max() noexcept;
  private:
    Dur d_{};
};
template <class C, class D1, class D2> constexpr common_type_t<D1, D2> operator-(const time_point<C, D1> &a, const time_point<C, D2> &b) { return a.time_since_epoch() - b.time_since_epoch(); }
template <class C, class D1, class R2, class P2> constexpr time_point<C, D1> operator+(const time_point<C, D1> &, const duration<R2, P2> &);
template <class C, class D1, class R2, class P2> constexpr time_point<C, D1> operator-(const time_point<C, D1> &, const duration<R2, P2> &);
template <class C, class D1, class D2> constexpr bool operator<(const time_point<C, D1> &, const time_point<C, D2> &);
template <class C, class D1, class D2> constexpr bool operator>(const time_point<C, D1> &, const time_point<C, D2> &);
template <class C, class D1, class D2> constexpr bool operator<=(const time_point<C, D1> &, const time_point<C, D2> &);
template <class C, class D1, class D2> constexpr bool operator>=(const time_point<C, D1> &, const time_point<C, D2> &);
template <class To, class C, class D> constexpr time_point<C, To> time_point_cast(const time_point<C, D> &);
struct system_clock {
    typedef nanoseconds duration; typedef long long rep; typedef nano period; typedef chrono::time_point<system_clock> time_point;
    static constexpr bool is_steady = false;
    static time_point now() noexcept;
    static ::time_t to_time_t(const time_point &) noexcept;
    static time_point from_time_t(::time_t) noexcept;
};
struct steady_clock {
    typedef nanoseconds duration; typedef long long rep; typedef nano period; typedef chrono::time_point<steady_clock> time_point;
    static constexpr bool is_steady = true;
    static time_point now() noexcept;
};
typedef system_clock high_resolution_clock;
} // namespace chrono
inline namespace literals { inline namespace chrono_literals {
constexpr chrono::milliseconds operator""ms(unsigned long long v) { return chrono::milliseconds(v); }
constexpr chrono::microseconds operator""us(unsigned long long v) { return chrono::microseconds(v); }
constexpr chrono::nanoseconds operator""ns(unsigned long long v) { return chrono::nanoseconds(v); }
constexpr chrono::seconds operator""s(unsigned long long v) { return chrono::seconds(v); }
} }

/* ---- random ---- */
class random_device { public: typedef unsigned result_type; random_device(); explicit random_device(const string &); unsigned operator()(); double entropy() const noexcept; };
template <class UInt, size_t W = 32> class __hls_engine {
  public:
    typedef UInt result_type;
    __hls_engine(); explicit __hls_engine(UInt seed); template <class S> explicit __hls_engine(S &seq);
    void seed(UInt = 5489u); UInt operator()(); void discard(unsigned long long);
    static constexpr UInt min() { return 0; } static constexpr UInt max() { return (UInt)-1; }
    static constexpr size_t word_size = W, state_size = 624, shift_size = 397, mask_bits = 31;
    static constexpr UInt default_seed = 5489u;
};
typedef __hls_engine<unsigned, 32> mt19937;
typedef __hls_engine<unsigned long long, 64> mt19937_64;
typedef __hls_engine<unsigned, 32> minstd_rand;
typedef __hls_engine<unsigned, 32> default_random_engine;
typedef __hls_engine<unsigned long long, 48> ranlux48;
typedef __hls_engine<unsigned, 24> ranlux24;
typedef __hls_engine<unsigned, 24> ranlux24_base;
typedef __hls_engine<unsigned long long, 48> ranlux48_base;
typedef __hls_engine<unsigned, 32> minstd_rand0;
typedef __hls_engine<unsigned, 32> knuth_b;
template <class T = double> class uniform_real_distribution { public: typedef T result_type; uniform_real_distribution(); uniform_real_distribution(T a, T b = T(1)); template <class G> T operator()(G &); T a() const; T b() const; void reset(); };
template <class T = int> class uniform_int_distribution { public: typedef T result_type; uniform_int_distribution(); uniform_int_distribution(T a, T b = T(0x7fffffff)); template <class G> T operator()(G &); void reset(); };
template <class T = double> class normal_distribution { public: typedef T result_type; normal_distribution(); normal_distribution(T mean, T stddev = T(1)); template <class G> T operator()(G &); void reset(); };
template <class T = double> class exponential_distribution { public: exponential_distribution(T = T(1)); template <class G> T operator()(G &); };
template <class T = int> class poisson_distribution { public: poisson_distribution(double = 1.0); template <class G> T operator()(G &); };
class bernoulli_distribution { public: bernoulli_distribution(double = 0.5); template <class G> bool operator()(G &); };
template <class T = int> class discrete_distribution { public: discrete_distribution(); template <class It> discrete_distribution(It, It); discrete_distribution(std::initializer_list<double>); template <class G> T operator()(G &); };
class seed_seq { public: seed_seq(); template <class T> seed_seq(std::initializer_list<T>); template <class It> seed_seq(It, It); };
template <class T, size_t B, class G> T generate_canonical(G &) { __builtin_unreachable(); }

/* ---- streams ---- */
class ios_base {
  public:
    typedef unsigned openmode; typedef unsigned fmtflags; typedef unsigned iostate; typedef long streamsize;
    static constexpr openmode in = 8, out = 16, binary = 4, app = 1, ate = 2, trunc = 32;
    static constexpr fmtflags fixed = 4, scientific = 256, hex = 8, dec = 2, left = 32, right = 128, boolalpha = 1, showpos = 2048;
    static constexpr fmtflags oct = 64, showbase = 512, showpoint = 1024, uppercase = 16384, internal = 16, unitbuf = 8192, skipws = 4096;
    static constexpr fmtflags floatfield = fixed | scientific, basefield = dec | oct | hex, adjustfield = left | right | internal;
    static constexpr iostate goodbit = 0, badbit = 1, eofbit = 2, failbit = 4;
    typedef int seekdir; static constexpr seekdir beg = 0, cur = 1, end = 2;
    fmtflags flags() const; fmtflags flags(fmtflags); fmtflags setf(fmtflags); fmtflags setf(fmtflags, fmtflags); void unsetf(fmtflags);
    long precision() const; long precision(long); long width() const; long width(long);
    static bool sync_with_stdio(bool = true);
    class failure : public runtime_error { public: explicit failure(const string &); explicit failure(const char *); };
  protected:
    ios_base();
};
typedef long streamsize;
typedef long long streamoff;
typedef long long streampos;
template <class C, class T = char_traits<C>> class basic_ios : public ios_base {
  public:
    explicit basic_ios(void *) {}   /* `std::ios saved(nullptr); saved.copyfmt(std::cout);` */
    bool good() const; bool eof() const; bool fail() const; bool bad() const; bool operator!() const; explicit operator bool() const;
    iostate rdstate() const; void clear(iostate = goodbit); void setstate(iostate); void exceptions(iostate);
    C fill() const; C fill(C); basic_ios &copyfmt(const basic_ios &); void tie(void *);
};
typedef basic_ios<char> ios;
template <class C, class T = char_traits<C>> class basic_ostream : virtual public basic_ios<C, T> {
  public:
    basic_ostream &operator<<(bool); basic_ostream &operator<<(short); basic_ostream &operator<<(unsigned short); basic_ostream &operator<<(int);
    basic_ostream &operator<<(unsigned); basic_ostream &operator<<(long); basic_ostream &operator<<(unsigned long); basic_ostream &operator<<(long long);
    basic_ostream &operator<<(unsigned long long); basic_ostream &operator<<(float); basic_ostream &operator<<(double); basic_ostream &operator<<(long double);
    basic_ostream &operator<<(const void *); basic_ostream &operator<<(nullptr_t);
    basic_ostream &operator<<(basic_ostream &(*)(basic_ostream &)); basic_ostream &operator<<(ios_base &(*)(ios_base &));
    basic_ostream &put(C); basic_ostream &write(const C *, streamsize); basic_ostream &flush(); streampos tellp(); basic_ostream &seekp(streampos);
};
template <class C, class T = char_traits<C>> class basic_istream : virtual public basic_ios<C, T> {
  public:
    basic_istream &operator>>(bool &); basic_istream &operator>>(short &); basic_istream &operator>>(int &); basic_istream &operator>>(unsigned &);
    basic_istream &operator>>(long &); basic_istream &operator>>(unsigned long &); basic_istream &operator>>(long long &); basic_istream &operator>>(unsigned long long &);
    basic_istream &operator>>(float &); basic_istream &operator>>(double &); basic_istream &operator>>(long double &);
    basic_istream &read(C *, streamsize); basic_istream &get(C &); int get(); basic_istream &getline(C *, streamsize); basic_istream &ignore(streamsize = 1, int = -1);
    streamsize gcount() const; int peek(); streampos tellg(); basic_istream &seekg(streampos); basic_istream &seekg(streamoff, int);
};
template <class C, class T = char_traits<C>> class basic_iostream : public basic_istream<C, T>, public basic_ostream<C, T> {};
template <class C, class T = char_traits<C>> class istreambuf_iterator {
  public:
    istreambuf_iterator() noexcept; istreambuf_iterator(basic_istream<C, T> &) noexcept; C operator*() const; istreambuf_iterator &operator++();
    istreambuf_iterator operator++(int); bool equal(const istreambuf_iterator &) const;
};
template <class C, class T> bool operator==(const istreambuf_iterator<C, T> &, const istreambuf_iterator<C, T> &);
template <class C, class T> bool operator!=(const istreambuf_iterator<C, T> &, const istreambuf_iterator<C, T> &);
template <class C, class T = char_traits<C>> class ostreambuf_iterator {
  public:
    ostreambuf_iterator(basic_ostream<C, T> &) noexcept; ostreambuf_iterator &operator=(C); ostreambuf_iterator &operator*(); ostreambuf_iterator &operator++();
    ostreambuf_iterator &operator++(int); bool failed() const noexcept;
};
template <class V, class C = char, class T = char_traits<C>> class istream_iterator {
  public:
    istream_iterator(); istream_iterator(basic_istream<C, T> &); const V &operator*() const; istream_iterator &operator++(); bool operator!=(const istream_iterator &) const;
};
template <class V, class C = char, class T = char_traits<C>> class ostream_iterator {
  public:
    ostream_iterator(basic_ostream<C, T> &, const C * = nullptr); ostream_iterator &operator=(const V &); ostream_iterator &operator*(); ostream_iterator &operator++();
    ostream_iterator &operator++(int);
};
typedef basic_ostream<char> ostream;
typedef basic_istream<char> istream;
typedef basic_iostream<char> iostream;
typedef basic_ostream<wchar_t> wostream;
template <class C, class T> basic_ostream<C, T> &operator<<(basic_ostream<C, T> &, const C *) { __builtin_unreachable(); }
template <class C, class T> basic_ostream<C, T> &operator<<(basic_ostream<C, T> &, C) { __builtin_unreachable(); }
template <class T> basic_ostream<char, T> &operator<<(basic_ostream<char, T> &, const char *) { __builtin_unreachable(); }
template <class T> basic_ostream<char, T> &operator<<(basic_ostream<char, T> &, char) { __builtin_unreachable(); }
template <class T> basic_ostream<char, T> &operator<<(basic_ostream<char, T> &, const unsigned char *) { __builtin_unreachable(); }
template <class T> basic_ostream<char, T> &operator<<(basic_ostream<char, T> &, unsigned char) { __builtin_unreachable(); }
template <class T> basic_ostream<char, T> &operator<<(basic_ostream<char, T> &, signed char) { __builtin_unreachable(); }
template <class C, class T, class A> basic_ostream<C, T> &operator<<(basic_ostream<C, T> &, const basic_string<C, T, A> &) { __builtin_unreachable(); }
template <class C, class T> basic_ostream<C, T> &operator<<(basic_ostream<C, T> &, basic_string_view<C, T>) { __builtin_unreachable(); }
template <class C, class T, class A> basic_istream<C, T> &operator>>(basic_istream<C, T> &, basic_string<C, T, A> &) { __builtin_unreachable(); }
template <class C, class T, class A> basic_istream<C, T> &getline(basic_istream<C, T> &, basic_string<C, T, A> &) { __builtin_unreachable(); }
template <class C, class T, class A> basic_istream<C, T> &getline(basic_istream<C, T> &, basic_string<C, T, A> &, C) { __builtin_unreachable(); }
template <class O, class X> auto operator<<(O &&os, const X &x) -> enable_if_t<!is_same_v<decay_t<O>, basic_ostream<char>> && __is_base_of(basic_ostream<char>, remove_reference_t<O>), O &&> { __builtin_unreachable(); }
template <class C, class T> basic_ostream<C, T> &endl(basic_ostream<C, T> &) { __builtin_unreachable(); }
template <class C, class T> basic_ostream<C, T> &ends(basic_ostream<C, T> &) { __builtin_unreachable(); }
template <class C, class T> basic_ostream<C, T> &flush(basic_ostream<C, T> &) { __builtin_unreachable(); }
ios_base &fixed(ios_base &); ios_base &scientific(ios_base &); ios_base &defaultfloat(ios_base &); ios_base &hex(ios_base &); ios_base &dec(ios_base &);
ios_base &oct(ios_base &); ios_base &left(ios_base &); ios_base &right(ios_base &); ios_base &internal(ios_base &); ios_base &boolalpha(ios_base &);
ios_base &noboolalpha(ios_base &); ios_base &showpoint(ios_base &); ios_base &showpos(ios_base &); ios_base &uppercase(ios_base &);
struct _Setprecision { int n; }; struct _Setw { int n; }; template <class C> struct _Setfill { C c; }; struct _Setiosflags { unsigned f; };
_Setprecision setprecision(int); _Setw setw(int); template <class C> _Setfill<C> setfill(C); _Setiosflags setiosflags(unsigned); _Setiosflags resetiosflags(unsigned);
template <class C, class T> basic_ostream<C, T> &operator<<(basic_ostream<C, T> &, _Setprecision) { __builtin_unreachable(); }
template <class C, class T> basic_ostream<C, T> &operator<<(basic_ostream<C, T> &, _Setw) { __builtin_unreachable(); }
template <class C, class T, class F> basic_ostream<C, T> &operator<<(basic_ostream<C, T> &, _Setfill<F>) { __builtin_unreachable(); }
template <class C, class T> basic_ostream<C, T> &operator<<(basic_ostream<C, T> &, _Setiosflags) { __builtin_unreachable(); }
template <class C, class T> basic_istream<C, T> &operator>>(basic_istream<C, T> &, _Setw) { __builtin_unreachable(); }
extern ostream cout;
extern ostream cerr;
extern ostream clog;
extern istream cin;
extern wostream wcout;
extern wostream wcerr;
template <class C, class T = char_traits<C>, class A = allocator<C>> class basic_stringstream : public basic_iostream<C, T> {
  public:
    basic_stringstream(); explicit basic_stringstream(const basic_string<C, T, A> &, ios_base::openmode = ios_base::in | ios_base::out);
    explicit basic_stringstream(ios_base::openmode); basic_string<C, T, A> str() const; void str(const basic_string<C, T, A> &);
};
template <class C, class T = char_traits<C>, class A = allocator<C>> class basic_ostringstream : public basic_ostream<C, T> {
  public: basic_ostringstream(); explicit basic_ostringstream(const basic_string<C, T, A> &); explicit basic_ostringstream(ios_base::openmode); basic_string<C, T, A> str() const; void str(const basic_string<C, T, A> &);
};
template <class C, class T = char_traits<C>, class A = allocator<C>> class basic_istringstream : public basic_istream<C, T> {
  public: basic_istringstream(); explicit basic_istringstream(const basic_string<C, T, A> &); basic_string<C, T, A> str() const; void str(const basic_string<C, T, A> &);
};
typedef basic_stringstream<char> stringstream;
typedef basic_ostringstream<char> ostringstream;
typedef basic_istringstream<char> istringstream;
template <class C, class T = char_traits<C>> class basic_ofstream : public basic_ostream<C, T> {
  public:
    basic_ofstream(); explicit basic_ofstream(const char *, ios_base::openmode = ios_base::out); explicit basic_ofstream(const string &, ios_base::openmode = ios_base::out);
    void open(const char *, ios_base::openmode = ios_base::out); void open(const string &, ios_base::openmode = ios_base::out); bool is_open() const; void close();
};
template <class C, class T = char_traits<C>> class basic_ifstream : public basic_istream<C, T> {
  public:
    basic_ifstream(); explicit basic_ifstream(const char *, ios_base::openmode = ios_base::in); explicit basic_ifstream(const string &, ios_base::openmode = ios_base::in);
    void open(const char *, ios_base::openmode = ios_base::in); void open(const string &, ios_base::openmode = ios_base::in); bool is_open() const; void close();
};
template <class C, class T = char_traits<C>> class basic_fstream : public basic_iostream<C, T> {
  public:
    basic_fstream(); explicit basic_fstream(const char *, ios_base::openmode = ios_base::in | ios_base::out); explicit basic_fstream(const string &, ios_base::openmode = ios_base::in | ios_base::out);
    void open(const char *, ios_base::openmode = ios_base::in | ios_base::out); void open(const string &, ios_base::openmode = ios_base::in | ios_base::out); bool is_open() const; void close();
};
typedef basic_ofstream<char> ofstream;
typedef basic_ifstream<char> ifstream;
typedef basic_fstream<char> fstream;

/* ---- threads ---- */
class thread {
  public:
    class id { public: id() noexcept; };
    thread() noexcept; template <class F, class... A> explicit thread(F &&, A &&...) {} thread(thread &&) noexcept; ~thread(); thread &operator=(thread &&) noexcept;
    void join(); void detach(); bool joinable() const noexcept; id get_id() const noexcept; static unsigned hardware_concurrency() noexcept;
};
namespace this_thread { template <class R, class P> void sleep_for(const chrono::duration<R, P> &); void yield() noexcept; thread::id get_id() noexcept; }
class mutex { public: mutex(); void lock(); void unlock(); bool try_lock(); };
class recursive_mutex { public: recursive_mutex(); void lock(); void unlock(); };
struct once_flag { constexpr once_flag() noexcept {} };
template <class F, class... A> void call_once(once_flag &, F &&, A &&...) {}
struct defer_lock_t { explicit defer_lock_t() = default; }; struct try_to_lock_t { explicit try_to_lock_t() = default; };
struct adopt_lock_t { explicit adopt_lock_t() = default; };
inline constexpr defer_lock_t defer_lock{}; inline constexpr try_to_lock_t try_to_lock{}; inline constexpr adopt_lock_t adopt_lock{};
template <class M> class lock_guard { public: explicit lock_guard(M &); lock_guard(M &, adopt_lock_t); ~lock_guard(); };
template <class M> class unique_lock {
  public:
    unique_lock() noexcept; explicit unique_lock(M &); unique_lock(M &, defer_lock_t) noexcept; unique_lock(M &, try_to_lock_t);
    unique_lock(M &, adopt_lock_t); ~unique_lock(); void lock(); bool try_lock(); void unlock(); M *release() noexcept;
    bool owns_lock() const noexcept; explicit operator bool() const noexcept; M *mutex() const noexcept;
};
template <class... M> class scoped_lock { public: explicit scoped_lock(M &...); };
class condition_variable { public: condition_variable(); void notify_one() noexcept; void notify_all() noexcept; void wait(unique_lock<mutex> &); template <class P> void wait(unique_lock<mutex> &, P) {} };
enum memory_order { memory_order_relaxed, memory_order_consume, memory_order_acquire, memory_order_release, memory_order_acq_rel, memory_order_seq_cst };
template <class T> struct atomic {
    atomic() noexcept; constexpr atomic(T) noexcept; T load(memory_order = memory_order_seq_cst) const noexcept; void store(T, memory_order = memory_order_seq_cst) noexcept;
    operator T() const noexcept; T operator=(T) noexcept; T operator++() noexcept; T operator++(int) noexcept; T operator--() noexcept; T operator--(int) noexcept;
    T operator+=(T) noexcept; T operator-=(T) noexcept; T fetch_add(T, memory_order = memory_order_seq_cst) noexcept; T fetch_sub(T, memory_order = memory_order_seq_cst) noexcept;
    T exchange(T, memory_order = memory_order_seq_cst) noexcept; bool compare_exchange_strong(T &, T) noexcept; bool compare_exchange_weak(T &, T) noexcept;
};
inline void atomic_thread_fence(memory_order) noexcept {}
inline void atomic_signal_fence(memory_order) noexcept {}
template <class T> class future { public: T get(); void wait() const; bool valid() const noexcept; };
enum class launch { async = 1, deferred = 2 };
template <class F, class... A> auto async(F &&, A &&...) -> future<decltype(declval<F>()(declval<A>()...))> { __builtin_unreachable(); }
template <class F, class... A> auto async(launch, F &&, A &&...) -> future<decltype(declval<F>()(declval<A>()...))> { __builtin_unreachable(); }
/* ---- <typeinfo> (what `typeid` needs) ---- */
class type_info {
  public:
    virtual ~type_info(); const char *name() const noexcept; bool before(const type_info &) const noexcept; size_t hash_code() const noexcept;
    bool operator==(const type_info &) const noexcept; bool operator!=(const type_info &) const noexcept;
    type_info(const type_info &) = delete; type_info &operator=(const type_info &) = delete;
};
/* ---- <variant> ---- */
struct monostate {};
template <class... T> class variant {
  public:
    variant() noexcept; variant(const variant &); variant(variant &&) noexcept; template <class U, class = enable_if_t<!is_same_v<decay_t<U>, variant>>> variant(U &&);
    variant &operator=(const variant &); variant &operator=(variant &&) noexcept; template <class U, class = enable_if_t<!is_same_v<decay_t<U>, variant>>> variant &operator=(U &&);
    size_t index() const noexcept; bool valueless_by_exception() const noexcept;
    template <class U, class... A> U &emplace(A &&...);
};
inline constexpr size_t variant_npos = (size_t)-1;
template <class V> struct variant_size;
template <class... T> struct variant_size<variant<T...>> : integral_constant<size_t, sizeof...(T)> {};
template <class V> inline constexpr size_t variant_size_v = variant_size<V>::value;
template <size_t I, class V> struct variant_alternative;
template <size_t I, class... T> struct variant_alternative<I, variant<T...>> { typedef __type_pack_element<I, T...> type; };
template <size_t I, class V> using variant_alternative_t = typename variant_alternative<I, V>::type;
template <class U, class... T> bool holds_alternative(const variant<T...> &) noexcept { __builtin_unreachable(); }
template <class U, class... T> U &get(variant<T...> &) { __builtin_unreachable(); }
template <class U, class... T> const U &get(const variant<T...> &) { __builtin_unreachable(); }
template <class U, class... T> U &&get(variant<T...> &&) { __builtin_unreachable(); }
template <size_t I, class... T> __type_pack_element<I, T...> &get(variant<T...> &) { __builtin_unreachable(); }
template <size_t I, class... T> const __type_pack_element<I, T...> &get(const variant<T...> &) { __builtin_unreachable(); }
template <class U, class... T> U *get_if(variant<T...> *) noexcept { __builtin_unreachable(); }
template <class U, class... T> const U *get_if(const variant<T...> *) noexcept { __builtin_unreachable(); }
template <class F, class V0, class... V> decltype(auto) visit(F &&f, V0 &&v, V &&...) { return f(get<0>(v)); }
/* ---- <regex> ---- */
namespace regex_constants {
enum syntax_option_type : unsigned { icase = 1, nosubs = 2, optimize = 4, collate = 8, ECMAScript = 16, basic = 32, extended = 64, awk = 128, grep = 256, egrep = 512, multiline = 1024 };
enum match_flag_type : unsigned { match_default = 0, match_not_bol = 1, match_not_eol = 2, match_any = 4, format_default = 0, format_first_only = 8 };
}
template <class C> class basic_regex {
  public:
    typedef regex_constants::syntax_option_type flag_type;
    basic_regex(); explicit basic_regex(const C *, flag_type = regex_constants::ECMAScript); basic_regex(const basic_string<C> &, flag_type = regex_constants::ECMAScript);
    unsigned mark_count() const;
};
typedef basic_regex<char> regex;
template <class It> class sub_match { public: It first, second; bool matched; basic_string<char> str() const; operator basic_string<char>() const; long length() const; };
template <class It> class match_results {
  public:
    match_results(); size_t size() const; bool empty() const; const sub_match<It> &operator[](size_t) const; basic_string<char> str(size_t = 0) const;
    long position(size_t = 0) const; long length(size_t = 0) const; const sub_match<It> &prefix() const; const sub_match<It> &suffix() const;
    const sub_match<It> *begin() const; const sub_match<It> *end() const;
};
typedef match_results<const char *> cmatch;
typedef match_results<basic_string<char>::const_iterator> smatch;
template <class S, class M, class R> bool regex_match(const S &, M &, const R &, regex_constants::match_flag_type = regex_constants::match_default);
template <class S, class R> bool regex_match(const S &, const R &, regex_constants::match_flag_type = regex_constants::match_default);
template <class S, class M, class R> bool regex_search(const S &, M &, const R &, regex_constants::match_flag_type = regex_constants::match_default);
template <class S, class R> bool regex_search(const S &, const R &, regex_constants::match_flag_type = regex_constants::match_default);
template <class S, class R, class F> basic_string<char> regex_replace(const S &, const R &, const F &, regex_constants::match_flag_type = regex_constants::match_default);
template <class It> class regex_iterator {
  public:
    regex_iterator(); regex_iterator(It, It, const regex &); const match_results<It> &operator*() const; const match_results<It> *operator->() const;
    regex_iterator &operator++(); bool operator==(const regex_iterator &) const; bool operator!=(const regex_iterator &) const;
};
typedef regex_iterator<basic_string<char>::const_iterator> sregex_iterator;
typedef regex_iterator<const char *> cregex_iterator;
class regex_error { public: const char *what() const noexcept; };
/* ---- <system_error> ---- */
class error_category { public: virtual const char *name() const noexcept = 0; };
class error_code {
  public:
    error_code() noexcept; error_code(int, const error_category &) noexcept; int value() const noexcept; void clear() noexcept;
    std::string message() const; explicit operator bool() const noexcept; const error_category &category() const noexcept;
};
const error_category &system_category() noexcept; const error_category &generic_category() noexcept;
class system_error { public: system_error(error_code, const char * = ""); const char *what() const noexcept; const error_code &code() const noexcept; };
/* ---- <filesystem> ---- */
namespace filesystem {
class path {
  public:
    typedef char value_type; typedef std::string string_type;
    path(); path(const path &); path(path &&) noexcept; path(const char *); path(const std::string &); template <class S> path(const S &);
    ~path(); path &operator=(const path &); path &operator=(path &&) noexcept;
    path &operator/=(const path &); path &operator+=(const path &); path &append(const path &);
    const char *c_str() const noexcept; std::string string() const; std::string generic_string() const; const std::string &native() const noexcept; operator std::string() const;
    path filename() const; path stem() const; path extension() const; path parent_path() const; path root_path() const;
    path relative_path() const; path lexically_normal() const; path &replace_extension(const path & = path()); path &replace_filename(const path &);
    path &remove_filename(); bool empty() const noexcept; bool has_extension() const; bool has_filename() const; bool has_parent_path() const;
    bool is_absolute() const; bool is_relative() const; int compare(const path &) const noexcept;
};
path operator/(const path &, const path &);
bool operator==(const path &, const path &) noexcept; bool operator!=(const path &, const path &) noexcept; bool operator<(const path &, const path &) noexcept;
template <class O> O &operator<<(O &, const path &);
enum class file_type { none, not_found, regular, directory, symlink, block, character, fifo, socket, unknown };
enum class perms : unsigned { none = 0, owner_all = 0700, group_all = 070, others_all = 07, all = 0777, mask = 07777, unknown = 0xFFFF };
enum class copy_options : unsigned { none = 0, skip_existing = 1, overwrite_existing = 2, update_existing = 4, recursive = 8 };
enum class directory_options : unsigned { none = 0, follow_directory_symlink = 1, skip_permission_denied = 2 };
class file_status { public: file_status() noexcept; file_type type() const noexcept; perms permissions() const noexcept; };
struct file_time_type { file_time_type(); };
class filesystem_error { public: const char *what() const noexcept; const path &path1() const noexcept; };
class directory_entry {
  public:
    directory_entry(); explicit directory_entry(const path &); const filesystem::path &path() const noexcept; operator const filesystem::path &() const noexcept;
    bool exists() const; bool is_directory() const; bool is_regular_file() const; unsigned long long file_size() const;
};
class directory_iterator {
  public:
    directory_iterator() noexcept; explicit directory_iterator(const path &); directory_iterator(const path &, directory_options);
    directory_iterator(const path &, error_code &); directory_iterator(const path &, directory_options, error_code &); const directory_entry &operator*() const; const directory_entry *operator->() const;
    directory_iterator &operator++(); directory_iterator &increment(error_code &); bool operator!=(const directory_iterator &) const;
};
class recursive_directory_iterator {
  public:
    recursive_directory_iterator() noexcept; explicit recursive_directory_iterator(const path &); recursive_directory_iterator(const path &, directory_options);
    recursive_directory_iterator(const path &, error_code &); recursive_directory_iterator(const path &, directory_options, error_code &); const directory_entry &operator*() const;
    const directory_entry *operator->() const; recursive_directory_iterator &operator++(); recursive_directory_iterator &increment(error_code &);
    int depth() const; void pop(); bool operator!=(const recursive_directory_iterator &) const;
};
directory_iterator begin(directory_iterator) noexcept; directory_iterator end(const directory_iterator &) noexcept;
recursive_directory_iterator begin(recursive_directory_iterator) noexcept; recursive_directory_iterator end(const recursive_directory_iterator &) noexcept;
bool exists(const path &); bool is_directory(const path &); bool is_regular_file(const path &); bool is_symlink(const path &); bool is_empty(const path &);
bool create_directory(const path &); bool create_directories(const path &); bool remove(const path &); unsigned long long remove_all(const path &);
void rename(const path &, const path &); bool copy_file(const path &, const path &); bool copy_file(const path &, const path &, copy_options);
void copy(const path &, const path &); void copy(const path &, const path &, copy_options); void create_symlink(const path &, const path &);
unsigned long long file_size(const path &); file_time_type last_write_time(const path &); void resize_file(const path &, unsigned long long);
path current_path(); void current_path(const path &); path temp_directory_path(); path absolute(const path &); path canonical(const path &);
path weakly_canonical(const path &); path relative(const path &, const path & = current_path()); path read_symlink(const path &);
file_status status(const path &); void permissions(const path &, perms); bool equivalent(const path &, const path &);
bool exists(const path &, error_code &) noexcept; bool is_directory(const path &, error_code &) noexcept; bool is_regular_file(const path &, error_code &) noexcept;
bool create_directory(const path &, error_code &) noexcept; bool create_directories(const path &, error_code &); bool remove(const path &, error_code &) noexcept;
unsigned long long remove_all(const path &, error_code &); void rename(const path &, const path &, error_code &) noexcept;
unsigned long long file_size(const path &, error_code &) noexcept; path canonical(const path &, error_code &); path absolute(const path &, error_code &);
bool copy_file(const path &, const path &, copy_options, error_code &); path temp_directory_path(error_code &);
}  // namespace filesystem
} // namespace std

/* ---- <new>, <any>, <charconv>, <shared_mutex>, <forward_list>, <locale>: what host code of
 * benchmark repositories includes (each was a 1-2 s full parse with libstdc++'s headers) ---- */
namespace std {
struct nothrow_t { explicit nothrow_t() = default; };
extern const nothrow_t nothrow;
enum class align_val_t : size_t {};
typedef void (*new_handler)();
new_handler set_new_handler(new_handler) noexcept; new_handler get_new_handler() noexcept;
template <class T> constexpr T *launder(T *p) noexcept { return p; }
inline constexpr size_t hardware_destructive_interference_size = 64, hardware_constructive_interference_size = 64;
class bad_array_new_length : public bad_alloc {};

class bad_cast : public exception {};
class bad_any_cast : public bad_cast {};
class any {
  public:
    constexpr any() noexcept {} any(const any &); any(any &&) noexcept; template <class T> any(T &&); ~any();
    any &operator=(const any &); any &operator=(any &&) noexcept; template <class T> any &operator=(T &&);
    template <class T, class... A> T &emplace(A &&...); void reset() noexcept; void swap(any &) noexcept;
    bool has_value() const noexcept; const type_info &type() const noexcept;
};
template <class T> T any_cast(const any &); template <class T> T any_cast(any &); template <class T> T any_cast(any &&);
template <class T> const T *any_cast(const any *) noexcept; template <class T> T *any_cast(any *) noexcept;
template <class T, class... A> any make_any(A &&...);

enum class errc { invalid_argument = 22, result_out_of_range = 34, value_too_large = 75 };
enum class chars_format { scientific = 1, fixed = 2, hex = 4, general = 3 };
struct from_chars_result { const char *ptr; errc ec; };
struct to_chars_result { char *ptr; errc ec; };
template <class T> from_chars_result from_chars(const char *, const char *, T &, int = 10);
from_chars_result from_chars(const char *, const char *, float &, chars_format = chars_format::general);
from_chars_result from_chars(const char *, const char *, double &, chars_format = chars_format::general);
template <class T> to_chars_result to_chars(char *, char *, T, int = 10);
to_chars_result to_chars(char *, char *, float); to_chars_result to_chars(char *, char *, double);

class shared_mutex {
  public:
    shared_mutex(); void lock(); bool try_lock(); void unlock(); void lock_shared(); bool try_lock_shared(); void unlock_shared();
};
class shared_timed_mutex : public shared_mutex {};
template <class M> class shared_lock {
  public:
    shared_lock() noexcept; explicit shared_lock(M &); shared_lock(M &, defer_lock_t) noexcept; shared_lock(M &, try_to_lock_t);
    shared_lock(M &, adopt_lock_t); ~shared_lock(); void lock(); bool try_lock(); void unlock(); bool owns_lock() const noexcept;
    explicit operator bool() const noexcept; M *mutex() const noexcept;
};

/* <span> (C++20, spelled by C++17 code through its own backports too) */
inline constexpr size_t dynamic_extent = static_cast<size_t>(-1);
template <class T, size_t E = dynamic_extent> class span {
  public:
    typedef T element_type; typedef T value_type; typedef size_t size_type; typedef T *pointer; typedef T &reference;
    typedef T *iterator;
    constexpr span() noexcept; template <class It> constexpr span(It, size_t); template <class It> constexpr span(It, It);
    template <size_t N> constexpr span(T (&)[N]) noexcept; template <class R> constexpr span(R &&);
    template <class U, size_t N> constexpr span(const span<U, N> &) noexcept;
    constexpr iterator begin() const noexcept; constexpr iterator end() const noexcept; constexpr T &front() const;
    constexpr T &back() const; constexpr T &operator[](size_t) const; constexpr T *data() const noexcept;
    constexpr size_t size() const noexcept; constexpr size_t size_bytes() const noexcept; constexpr bool empty() const noexcept;
    constexpr span<T> first(size_t) const; constexpr span<T> last(size_t) const;
    constexpr span<T> subspan(size_t, size_t = dynamic_extent) const;
};

template <class T, class A = allocator<T>> class forward_list {
  public:
    typedef T value_type; typedef T *iterator; typedef const T *const_iterator;
    forward_list(); forward_list(std::initializer_list<T>); template <class It> forward_list(It, It);
    bool empty() const noexcept; void clear() noexcept; T &front(); const T &front() const;
    void push_front(const T &); template <class... Ar> T &emplace_front(Ar &&...); void pop_front();
    iterator before_begin() noexcept; iterator begin() noexcept; iterator end() noexcept;
    const_iterator begin() const noexcept; const_iterator end() const noexcept;
    iterator insert_after(const_iterator, const T &); iterator erase_after(const_iterator); void reverse() noexcept; void sort();
};

class locale {
  public:
    locale() noexcept; locale(const locale &) noexcept; explicit locale(const char *); explicit locale(const string &); ~locale();
    const locale &operator=(const locale &) noexcept; string name() const; bool operator==(const locale &) const;
    static locale global(const locale &); static const locale &classic();
};
template <class C> bool isspace(C, const locale &); template <class C> bool isdigit(C, const locale &);
template <class C> bool isalpha(C, const locale &); template <class C> bool isalnum(C, const locale &);
template <class C> C toupper(C, const locale &); template <class C> C tolower(C, const locale &);

/* <bit> (C++20 names that C++17 code spells too: ThunderKittens' std::bit_cast) */
template <class To, class From> constexpr To bit_cast(const From &f) noexcept { return __builtin_bit_cast(To, f); }
template <class T> constexpr int popcount(T) noexcept; template <class T> constexpr int countl_zero(T) noexcept;
template <class T> constexpr int countr_zero(T) noexcept; template <class T> constexpr bool has_single_bit(T) noexcept;
template <class T> constexpr T bit_ceil(T) noexcept; template <class T> constexpr T bit_floor(T) noexcept;
template <class T> constexpr int bit_width(T) noexcept; template <class T> constexpr T rotl(T, int) noexcept;
template <class T> constexpr T rotr(T, int) noexcept;
} // namespace std

#endif /* HOTLINT_STD_H */
