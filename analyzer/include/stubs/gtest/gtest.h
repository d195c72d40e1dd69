/* hotlint stub (analyzer/include/stubs): GoogleTest's test macros and assertions, enough for a
 * test body to parse as a function whose calls and timed regions hotlint can see. The real
 * header pulls libstdc++'s <cwchar> past hotlint's std stand-ins (`mbstate_t`), which sends the
 * file to a full libclang parse: ~2 s of clang per file instead of ~10 ms. Declarations only;
 * the test is never compiled against this. */
#pragma once
#ifdef __cplusplus
namespace testing {
class Message {
  public:
    template <class T> Message &operator<<(const T &) { return *this; }
};
class Test {
  public:
    virtual ~Test() {}
    virtual void SetUp() {}
    virtual void TearDown() {}
    static void SetUpTestSuite() {}
    static void TearDownTestSuite() {}
};
template <class T> class WithParamInterface {
  public:
    typedef T ParamType;
    virtual ~WithParamInterface() {}
    const T &GetParam() const;
};
template <class T> class TestWithParam : public Test, public WithParamInterface<T> {};
template <class T> struct TestParamInfo {
    T param;
    unsigned long index;
};
class Environment {
  public:
    virtual ~Environment() {}
    virtual void SetUp() {}
    virtual void TearDown() {}
};
Environment *AddGlobalTestEnvironment(Environment *env);
void InitGoogleTest(int *argc, char **argv);
void InitGoogleTest();
Message &hotlint_check(bool ok);
template <class A, class B> Message &hotlint_cmp(const A &a, const B &b);
template <class A, class B, class C> Message &hotlint_near(const A &a, const B &b, const C &tol);
template <class... T> int Values(T... v);
template <class C> int ValuesIn(const C &c);
template <class T> int Range(T begin, T end);
int Bool();
template <class... G> int Combine(G... g);
}  // namespace testing
int RUN_ALL_TESTS();

#define HOTLINT_GTEST_NAME(a, b) hotlint_gtest_##a##_##b
#define TEST(suite, name) void HOTLINT_GTEST_NAME(suite, name)()
#define TEST_F(fixture, name)                                 \
    struct HOTLINT_GTEST_NAME(fixture, name) : fixture {      \
        void TestBody();                                      \
    };                                                        \
    void HOTLINT_GTEST_NAME(fixture, name)::TestBody()
#define TEST_P(fixture, name) TEST_F(fixture, name)
#define INSTANTIATE_TEST_SUITE_P(prefix, fixture, ...) static int HOTLINT_GTEST_NAME(prefix, fixture) = 0
#define INSTANTIATE_TEST_CASE_P(prefix, fixture, ...) INSTANTIATE_TEST_SUITE_P(prefix, fixture)

#define EXPECT_TRUE(c) ::testing::hotlint_check(static_cast<bool>(c))
#define EXPECT_FALSE(c) ::testing::hotlint_check(!(c))
#define EXPECT_EQ(a, b) ::testing::hotlint_cmp((a), (b))
#define EXPECT_NE(a, b) ::testing::hotlint_cmp((a), (b))
#define EXPECT_LT(a, b) ::testing::hotlint_cmp((a), (b))
#define EXPECT_LE(a, b) ::testing::hotlint_cmp((a), (b))
#define EXPECT_GT(a, b) ::testing::hotlint_cmp((a), (b))
#define EXPECT_GE(a, b) ::testing::hotlint_cmp((a), (b))
#define EXPECT_STREQ(a, b) ::testing::hotlint_cmp((a), (b))
#define EXPECT_STRNE(a, b) ::testing::hotlint_cmp((a), (b))
#define EXPECT_FLOAT_EQ(a, b) ::testing::hotlint_cmp((a), (b))
#define EXPECT_DOUBLE_EQ(a, b) ::testing::hotlint_cmp((a), (b))
#define EXPECT_NEAR(a, b, tol) ::testing::hotlint_near((a), (b), (tol))
#define ASSERT_TRUE(c) EXPECT_TRUE(c)
#define ASSERT_FALSE(c) EXPECT_FALSE(c)
#define ASSERT_EQ(a, b) EXPECT_EQ(a, b)
#define ASSERT_NE(a, b) EXPECT_NE(a, b)
#define ASSERT_LT(a, b) EXPECT_LT(a, b)
#define ASSERT_LE(a, b) EXPECT_LE(a, b)
#define ASSERT_GT(a, b) EXPECT_GT(a, b)
#define ASSERT_GE(a, b) EXPECT_GE(a, b)
#define ASSERT_STREQ(a, b) EXPECT_STREQ(a, b)
#define ASSERT_STRNE(a, b) EXPECT_STRNE(a, b)
#define ASSERT_FLOAT_EQ(a, b) EXPECT_FLOAT_EQ(a, b)
#define ASSERT_DOUBLE_EQ(a, b) EXPECT_DOUBLE_EQ(a, b)
#define ASSERT_NEAR(a, b, tol) EXPECT_NEAR(a, b, tol)
#define EXPECT_THROW(stmt, exc) do { try { stmt; } catch (...) {} } while (0)
#define EXPECT_ANY_THROW(stmt) EXPECT_THROW(stmt, int)
#define EXPECT_NO_THROW(stmt) do { stmt; } while (0)
#define ASSERT_THROW(stmt, exc) EXPECT_THROW(stmt, exc)
#define ASSERT_ANY_THROW(stmt) EXPECT_ANY_THROW(stmt)
#define ASSERT_NO_THROW(stmt) EXPECT_NO_THROW(stmt)
#define FAIL() ::testing::hotlint_check(false)
#define ADD_FAILURE() ::testing::hotlint_check(false)
#define SUCCEED() ::testing::hotlint_check(true)
#define GTEST_SKIP() if (true) return; else ::testing::hotlint_check(true)
#endif
