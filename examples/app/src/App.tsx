import { Text, View } from 'react-native';

export default function App() {
  return (
    <View>
      <Text>Re.Pack docs example</Text>
    </View>
  );
}
